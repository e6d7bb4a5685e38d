package lexical

import "testing"

// verbatimSources are held-out patent sentences whose names the faithful
// model garbled (reports/faithful/heldout).
var verbatimSources = []string{
	"Methyl 3-ethynylpyridine-4-carboxylate (876 mg) was dissolved in methanol (10.9 mL).",
	"Hydrazine monohydrate (3.5 mL) was added to a solution of 50 mM Tris-HCl buffer, pH 7.5, 3 mM MgCl2.",
	"Figs 4a-e show a flooring (see table 1",
	"Ethyl 3-({4-[(tertbutoxycarbonyl)amino]butyl}amino)benzoate or 2'-deoxyribonucleosides, Path., 7: 267 (1977).",
}

func TestVerbatimAllow(t *testing.T) {
	m, lex := load(t, "well", "known", "the", "ph", "hst", "tris")
	c, err := NewVerbatim(newPieces(t, m, m.Size()+1), int32(m.EOSID()), verbatimSources, lex)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		src  int
		text string
		ok   bool // every piece and then the end token allowed
	}{
		{0, "Methyl 3-ethynylpyridine-4-carboxylate was dissolved (876 mg).", true},
		{0, "METHYL 3-Ethynylpyridine-4-carboxylate was dissolved.", true}, // case is free
		{0, "Methyl 3-ethyl-4-ine-4-carboxylate was dissolved.", false},    // recombined parts
		{0, "The 4 parts were dissolved in 10.9 mL.", true},                // a number inside a name
		{0, "It was dissolved in 10.8 mL.", false},                         // a number the source lacks
		{0, "It was dissolved in 10.", false},                              // the start of 10.9 is not a number of it
		{0, "A well-known compound.", true},                                // hyphenated words of the list
		{0, "A pyridine-like compound.", false},                            // hyphenated, a part not in the list
		{0, "Dissolved (in methanol).", true},
		{0, "Dissolved (in methanol.", false},      // ends inside brackets
		{0, "Dissolved ((in methanol)).", false},   // nested deeper than the source ever is
		{0, "It was dissolved in methanol", false}, // no final period, as the source has
		{0, "It was dissolved (in methanol.)", true},
		{0, "Dissolved [in methanol].", false}, // a bracket the source has none of
		{0, "Dissolved in methanol).", false},  // closes what it did not open
		{3, "Ethyl ({[x]}) was used.", true},   // as deep as the source
		{1, "Hydrazine monohydrate (3.", false},
		{1, "Hydrazine monohydrate (3.5 mL) was added.", true},
		{1, "A buffer of Tris-HCl, MgCl2 and pH 7.5.", true},
		{1, "A buffer of Tris-Hst.", true}, // both parts in the list: a word for this constraint
		{1, "A buffer of Tris-HC2.", false},
		{1, "A buffer of MgCl3.", false},
		{2, "Figs 4a-e show a flooring.", true},
		{2, "Figs 4a-d show a flooring.", false},
		{2, "Figs 4a-e show a flooring (see table 1", true}, // the source leaves its bracket open too
		{3, "Ethyl 3-({4-[(tertbutoxycarbonyl)amino]butyl}amino)benzoate.", true},
		{3, "Ethyl 3-({[[[(())}}}])-)-)- was used.", false}, // a number, then no closing punctuation
		{3, "Ethyl 3-( was used.", false},
		{3, "The 2'- well.", false},
		{3, "Path., 7: 267 (1977).", true},
		{3, "Path. 7, (1977): 267!", true},
	} {
		n := allowedPrefix(c, m, tc.src, tc.text)
		ids := m.Encode(tc.text)
		seq := append([]int32{int32(m.BOSID())}, toInt32(ids)...)
		all := n == len(ids) && c.Allow(tc.src, seq, int32(m.EOSID()))
		if all != tc.ok {
			t.Errorf("source %d, %q: %d of %d pieces allowed, then the end token; want all allowed: %v", tc.src, tc.text, n, len(ids), tc.ok)
		}
	}
}

// The constraint judges text, not pieces: a name spelled with other pieces
// than the source's tokenization is still the name, and a refused text is
// refused however it is split.
func TestVerbatimPieceIndependent(t *testing.T) {
	m, lex := load(t, "the")
	c, err := NewVerbatim(newPieces(t, m, m.Size()+1), int32(m.EOSID()), verbatimSources[:1], lex)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		text string
		ok   bool
	}{{" 3-ethynylpyridine-4-carboxylate", true}, {" 3-ethynylpyridine-5-carboxylate", false}} {
		seq := []int32{int32(m.BOSID())}
		all := true
		for _, r := range tc.text { // one piece per character
			id := int32(m.PieceToID(string(r)))
			if r == ' ' {
				id = int32(m.PieceToID("▁"))
			}
			if id == int32(m.UnkID()) {
				t.Fatalf("no piece for %q", r)
			}
			if !c.Allow(0, seq, id) {
				all = false
				break
			}
			seq = append(seq, id)
		}
		if all != tc.ok {
			t.Errorf("%q one character at a time: all allowed %v, want %v", tc.text, all, tc.ok)
		}
	}
}

func TestVerbatimRefusesBadArguments(t *testing.T) {
	m, lex := load(t, "the")
	if _, err := NewVerbatim(nil, 2, nil, lex); err == nil {
		t.Error("nil pieces: no error")
	}
	c, err := NewVerbatim(newPieces(t, m, m.Size()+1), int32(m.EOSID()), verbatimSources[:1], lex)
	if err != nil {
		t.Fatal(err)
	}
	seq := []int32{int32(m.BOSID())}
	for _, tc := range []struct{ src, tok int }{{-1, 5}, {1, 5}, {0, -1}, {0, m.Size() + 1}} {
		if c.Allow(tc.src, seq, int32(tc.tok)) {
			t.Errorf("source %d token %d allowed", tc.src, tc.tok)
		}
	}
}

func toInt32(ids []int) []int32 {
	out := make([]int32, len(ids))
	for i, id := range ids {
		out[i] = int32(id)
	}
	return out
}

// Narrow lists every token Allow allows: at each step of outputs that copy
// (or garble) names, all tokens of the vocabulary are checked.
func TestVerbatimNarrowIsSuperset(t *testing.T) {
	m, lex := load(t, "the", "was", "used")
	c, err := NewVerbatim(newPieces(t, m, m.Size()+1), int32(m.EOSID()), verbatimSources, lex)
	if err != nil {
		t.Fatal(err)
	}
	narrowed := 0
	for _, tc := range []struct {
		src  int
		text string
	}{
		{0, "Methyl 3-ethynylpyridine-4-carboxylate (876 mg) in (10.9 mL)"},
		{1, "Hydrazine monohydrate (3.5 mL) and 50 mM Tris-HCl, pH 7.5, MgCl2."},
		{3, "Ethyl 3-({4-[(tertbutoxycarbonyl)amino]butyl}amino)benzoate, 2'-deoxyribonucleosides"},
	} {
		seq := []int32{int32(m.BOSID())}
		for _, id := range append([]int{0}, m.Encode(tc.text)...)[1:] {
			if toks, ok := c.Narrow(tc.src, seq); ok {
				narrowed++
				in := map[int32]bool{}
				for _, tok := range toks {
					if in[tok] {
						t.Fatalf("%q after %d tokens: token %d listed twice", tc.text, len(seq)-1, tok)
					}
					in[tok] = true
				}
				for tok := int32(0); tok <= int32(m.Size()); tok++ {
					if c.Allow(tc.src, seq, tok) && !in[tok] {
						t.Errorf("%q after %d tokens: Allow allows %d (%q), Narrow leaves it out", tc.text, len(seq)-1, tok, m.IDToPiece(int(tok)))
					}
				}
			}
			seq = append(seq, int32(id))
		}
	}
	if narrowed < 20 {
		t.Errorf("Narrow narrowed %d times; want it inside every unfinished name", narrowed)
	}
}

// FuzzVerbatim: any source text (sources are user input: odd Unicode,
// unbalanced brackets, invalid UTF-8) and any token sequence leave the
// constraint without a panic, and where it narrows, its list holds every
// token it allows.
func FuzzVerbatim(f *testing.F) {
	for _, s := range append(verbatimSources, "", "((( ]]] }", "\xff\xfe µL 90°C", "a-b-c 1,2,3. 4.5.6") {
		f.Add(s, []byte{3, 200, 17, 90})
	}
	m, lex := load(f, "the", "a", "was")
	p := newPieces(f, m, m.Size()+1)
	f.Fuzz(func(t *testing.T, source string, steps []byte) {
		c, err := NewVerbatim(p, int32(m.EOSID()), []string{source}, lex)
		if err != nil {
			t.Fatal(err)
		}
		// The source's own pieces, with fuzzed ones in between.
		ids := m.Encode(source)
		seq := []int32{int32(m.BOSID())}
		for i, b := range steps[:min(len(steps), 6)] {
			tok := int32(b) * 37 % int32(m.Size()+1)
			if i < len(ids) && b%2 == 0 {
				tok = int32(ids[i])
			}
			if toks, ok := c.Narrow(0, seq); ok {
				in := map[int32]bool{}
				for _, x := range toks {
					in[x] = true
				}
				for x := int32(0); x <= int32(m.Size()); x++ {
					if c.Allow(0, seq, x) && !in[x] {
						t.Fatalf("source %q after %v: %d allowed but not in Narrow's list", source, seq, x)
					}
				}
			}
			c.Allow(0, seq, tok)
			seq = append(seq, tok)
		}
		c.Allow(0, seq, int32(m.EOSID()))
	})
}
