package lexical

import (
	"slices"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/eval"
)

const spmPath = "../../models/access/bundled/model/spm.model"

func load(t testing.TB, words ...string) (*spm.Model, *eval.WordRanker) {
	t.Helper()
	m, err := spm.Load(spmPath)
	if err != nil {
		t.Fatal(err)
	}
	var list strings.Builder
	for i, w := range words {
		list.WriteString(strings.Join([]string{string(rune('0' + i%10)), w}, "\t") + "\n")
	}
	lex, err := eval.NewWordRanker(strings.NewReader(list.String()), "test list")
	if err != nil {
		t.Fatal(err)
	}
	return m, lex
}

// accepted feeds the pieces of text one at a time and returns how many
// were allowed before the first refusal, and whether the end token was then
// allowed.
func accepted(w *Words, m *spm.Model, text string) (int, bool) {
	ids := m.Encode(text)
	seq := []int32{int32(m.BOSID())}
	for i, id := range ids {
		if !w.Allow(0, seq, int32(id)) {
			return i, false
		}
		seq = append(seq, int32(id))
	}
	return len(ids), w.Allow(0, seq, w.eos)
}

func TestWordsAllow(t *testing.T) {
	m, lex := load(t, "the", "was", "removed", "under", "pressure", "a", "shaped", "to")
	source := "The organic solvent was removed under reduced pressure (70 mg) from the ring-like part."
	w, err := New(newPieces(t, m, m.Size()+1), int32(m.EOSID()), []string{source}, lex)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		text string
		ok   bool // every piece and then the end token allowed
	}{
		{"The solvent was removed.", true},
		{"The organic solvent was removed under reduced pressure (70 mg).", true},
		{"Solvent was removed (70 mg).", true},        // the source's numbers
		{"Solvent was removed 12b to 3.5 mg.", false}, // numbers the source does not have
		{"The ring-shaped part was removed.", true},   // every part known
		{"The part's solvent was removed.", true},     // possessive
		{"The solvent was dventried.", false},         // invented
		{"The solvent was removedly.", false},         // a known word grown into an invented one
		{"The solvent was remov", false},              // ends inside a word
		{"The ring-shapedly part.", false},            // a hyphen part invented
		{"The organic layer.", false},                 // "layer" is in neither list
	} {
		n, eos := accepted(w, m, tc.text)
		all := n == len(m.Encode(tc.text)) && eos
		if all != tc.ok {
			t.Errorf("%q: %d of %d pieces allowed, end allowed %v; want all allowed: %v", tc.text, n, len(m.Encode(tc.text)), eos, tc.ok)
		}
		// The constraint agrees with the measure it enforces.
		// (InventedWords does not count numbers, which the constraint
		// keeps to the source's.)
		if inv, _ := eval.InventedWords(source, tc.text, lex); (len(inv) == 0) != tc.ok && !strings.HasSuffix(tc.text, "remov") && !strings.Contains(tc.text, "12b") {
			t.Errorf("%q: invented %v, but the constraint says %v", tc.text, inv, tc.ok)
		}
	}
}

func TestWordsRefusesNonText(t *testing.T) {
	m, lex := load(t, "the")
	w, err := New(newPieces(t, m, m.Size()+1), int32(m.EOSID()), []string{"the"}, lex)
	if err != nil {
		t.Fatal(err)
	}
	seq := []int32{int32(m.BOSID())}
	for _, tok := range []int32{int32(m.BOSID()), int32(m.UnkID()), int32(m.Size()), -1, int32(m.Size() + 5)} {
		if w.Allow(0, seq, tok) {
			t.Errorf("token %d allowed", tok)
		}
	}
	if w.Allow(1, seq, int32(m.EOSID())) {
		t.Error("source 1 of 1 allowed")
	}
	if !w.Allow(0, seq, int32(m.EOSID())) {
		t.Error("empty output's end refused")
	}
}

// TestWordsByteFallback: a rune spelled by byte pieces is judged once it is
// whole: µ (a letter) continues a source word, the sign ° separates.
func TestWordsByteFallback(t *testing.T) {
	m, lex := load(t, "the", "add")
	var bytePiece = func(b byte) int32 {
		id := m.PieceToID("<0x" + strings.ToUpper(string("0123456789abcdef"[b>>4])+string("0123456789abcdef"[b&15])) + ">")
		return int32(id)
	}
	if m.PieceType(int(bytePiece(0xC2))) != spm.Byte {
		t.Skip("tokenizer has no byte pieces")
	}
	w, err := New(newPieces(t, m, m.Size()), int32(m.EOSID()), []string{"Add 5 µl water."}, lex)
	if err != nil {
		t.Fatal(err)
	}
	seq := []int32{int32(m.BOSID())}
	seq = append(seq, slices.Collect(func(yield func(int32) bool) {
		for _, id := range m.Encode("Add 5") {
			yield(int32(id))
		}
	})...)
	space := int32(m.PieceToID("▁"))
	for _, step := range []struct {
		tok  int32
		want bool
	}{{space, true}, {bytePiece(0xC2), true}, {bytePiece(0xB5), true}} {
		if got := w.Allow(0, seq, step.tok); got != step.want {
			t.Fatalf("after %v: token %d allowed %v, want %v", seq, step.tok, got, step.want)
		}
		seq = append(seq, step.tok)
	}
	// "µ" is the start of the source word "µl", not a word on its own.
	if w.Allow(0, seq, int32(m.EOSID())) {
		t.Error(`end allowed after "µ"`)
	}
}

// TestWordsRefusesMalformedUTF8: a byte piece that starts a rune must be
// followed by its continuation bytes, not by a piece that starts another
// character (the output would hold U+FFFD).
func TestWordsRefusesMalformedUTF8(t *testing.T) {
	m, lex := load(t, "the", "add")
	lead := int32(m.PieceToID("<0xC2>"))
	if m.PieceType(int(lead)) != spm.Byte {
		t.Skip("tokenizer has no byte pieces")
	}
	w, err := New(newPieces(t, m, m.Size()), int32(m.EOSID()), []string{"Add 5 µl water."}, lex)
	if err != nil {
		t.Fatal(err)
	}
	seq := []int32{int32(m.BOSID())}
	for _, id := range m.Encode("Add 5") {
		seq = append(seq, int32(id))
	}
	seq = append(seq, int32(m.PieceToID("▁")))
	if w.Allow(0, seq, int32(m.PieceToID("<0xCE>"))) {
		t.Error(`lead byte of a rune the source lacks ("Ͱ"-"Ͽ") allowed`)
	}
	if !w.Allow(0, seq, lead) {
		t.Fatal("lead byte refused")
	}
	seq = append(seq, lead)
	for _, next := range []string{"▁the", "a", "."} {
		id := int32(m.PieceToID(next))
		if m.IDToPiece(int(id)) != next {
			continue
		}
		if w.Allow(0, seq, id) {
			t.Errorf("piece %q allowed after a lone lead byte", next)
		}
	}
	if w.Allow(0, seq, int32(m.EOSID())) {
		t.Error("end allowed after a lone lead byte")
	}
}

func newPieces(t testing.TB, m *spm.Model, vocabSize int) *Pieces {
	t.Helper()
	p, err := NewPieces(m, vocabSize)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestWordsNarrow: at every step of outputs that copy, or lose their way
// in, words no list has (a protein sequence, an invented word, a hyphen
// part, a source number after letters, a byte-spelled rune, a capital
// sigma), every token Allow allows is among those Narrow lists when it
// narrows; and it narrows inside the sequence to far fewer tokens than the
// vocabulary.
func TestWordsNarrow(t *testing.T) {
	m, lex := load(t, "the", "was", "removed", "solvent", "sequence", "part", "add", "of")
	source := "The sequence MVHATSPLLL of TR-2 was removed with 5 µl of solvent from the ring-like part ΑΣΑ."
	w, err := New(newPieces(t, m, m.Size()+1), int32(m.EOSID()), []string{source}, lex)
	if err != nil {
		t.Fatal(err)
	}
	narrowed, fewest := 0, m.Size()
	for _, text := range []string{
		"The sequence MVHATSPLLL was removed.",
		"The sequence MVHATSPLLLLLLLLLLLLLLLLLL was removed.",
		"The sequence MVHATSP LLL of TR-2 was removed.",
		"The sequence of TR-2 and TR-22 was removed.",
		"The solvent was dventried from the part.",
		"The ring-shapedly part.",
		"The ring-like part ΑΣΑ was removed.",
		"Add 5 µl of solvent.",
		"The sequence MVHAT5PL was removed.",
		"The sequence mvhatzz's part.",
		"The sequence MVHATSPLLL's part.",
		"The sequence MVHATSPLLLLLLLSLALV--GNN-DDD--WWW--GGG-NNN was removed.",
		"The sequence of TR-2--GNN-DDD-was-removed.",
		"The ring-like-part--of-solvent and the ring-likes.",
	} {
		seq := []int32{int32(m.BOSID())}
		for _, id := range m.Encode(text) {
			if toks, ok := w.Narrow(0, seq); ok {
				narrowed++
				fewest = min(fewest, len(toks))
				for tok := range int32(m.Size() + 1) {
					if w.Allow(0, seq, tok) && !slices.Contains(toks, tok) {
						t.Fatalf("%q after %d tokens: Allow allows %d (%q), which Narrow does not list", text, len(seq)-1, tok, m.IDToPiece(int(tok)))
					}
				}
			}
			seq = append(seq, int32(id))
		}
	}
	t.Logf("narrowed %d times, to %d tokens at the fewest", narrowed, fewest)
	if narrowed == 0 || fewest > 600 {
		t.Errorf("Narrow narrowed %d times, to %d tokens at the fewest; want some, to at most 600", narrowed, fewest)
	}
	if _, ok := w.Narrow(1, []int32{int32(m.BOSID())}); ok {
		t.Error("Narrow narrowed for source 1 of 1")
	}
	// A word that can still grow into one of the list is left to Allow.
	if _, ok := w.Narrow(0, append([]int32{int32(m.BOSID())}, toInt32(m.Encode("The solv"))...)); ok {
		t.Error(`Narrow narrowed after "The solv"`)
	}
}

// FuzzWordsNarrow: at every step of any output, a token Allow allows is
// among those Narrow lists when it narrows.
func FuzzWordsNarrow(f *testing.F) {
	m, lex := load(f, "the", "was", "removed", "solvent", "sequence", "part", "add", "of")
	source := "The sequence MVHATSPLLL of TR-2 was removed with 5 µl of solvent from the ring-like part ΑΣΑ."
	w, err := New(newPieces(f, m, m.Size()+1), int32(m.EOSID()), []string{source}, lex)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"The sequence MVHATSPLLLL--GNN-DDD was", "TR-22 of the ring-likes", "mvhatspl's ΑΣ part-of-x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		seq := []int32{int32(m.BOSID())}
		for _, id := range m.Encode(text) {
			if toks, ok := w.Narrow(0, seq); ok {
				for tok := range int32(m.Size() + 1) {
					if w.Allow(0, seq, tok) && !slices.Contains(toks, tok) {
						t.Fatalf("%q after %d tokens: Allow allows %d (%q), which Narrow does not list", text, len(seq)-1, tok, m.IDToPiece(int(tok)))
					}
				}
			}
			seq = append(seq, int32(id))
		}
	})
}

// BenchmarkWordsLostStep measures what one beam's step costs the known-words
// constraint after an output has lost its way in a protein sequence (a dead
// hyphenated word): "scan" offers every token to Allow, as a search did
// before Words narrowed; "narrow" asks Narrow first and offers only the
// tokens it lists (none).
func BenchmarkWordsLostStep(b *testing.B) {
	m, lex := load(b, "the", "amino", "acid", "sequence", "was")
	source := "The amino acid sequence was MVHATSPLLLLLLLSLALVAPGLSAR KCSLTGKWTNDLGSNMTIGAVNSKGEFTGTYTTAVTATSNEIKESPLHGTQN."
	w, err := New(newPieces(b, m, m.Size()+1), int32(m.EOSID()), []string{source}, lex)
	if err != nil {
		b.Fatal(err)
	}
	seq := append([]int32{int32(m.BOSID())}, toInt32(m.Encode("The amino acid sequence was MVHATSPLLLLLLLSLALV--GNN-DDD--WWW--GGG-NNN--TATP--TDD-DGG--NND--DDG--TVF"))...)
	if toks, ok := w.Narrow(0, seq); !ok || len(toks) != 0 {
		b.Fatalf("Narrow: %d tokens, %v; want none, true", len(toks), ok)
	}
	vocab := int32(m.Size() + 1)
	b.Run("scan", func(b *testing.B) {
		for b.Loop() {
			for tok := range vocab {
				w.Allow(0, seq, tok)
			}
		}
	})
	b.Run("narrow", func(b *testing.B) {
		for b.Loop() {
			toks, _ := w.Narrow(0, seq)
			for _, tok := range toks {
				w.Allow(0, seq, tok)
			}
		}
	})
}
