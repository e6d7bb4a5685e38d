package spm

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/spm/internal/modelpb"
	"google.golang.org/protobuf/proto"
)

// TestNormalizeAndEncode checks normalization through the unigram1k model;
// the expected pieces and ids were printed by the C++ library (0.1.97).
func TestNormalizeAndEncode(t *testing.T) {
	m := loadFixtureModel(t, "unigram1k")
	tests := []struct {
		in, norm string
		ids      []int
	}{
		{"  Hello\tWorld  ", "▁Hello▁World", []int{147, 424, 20, 977}},
		{"ﬁle ＡＢＣ ①", "▁file▁ABC▁1", []int{51, 439, 57, 249, 125, 130}},
		{"e\u0301 Å", "▁é▁Å", []int{6, 0, 6, 0}},
		{"a\u200bb", "▁a▁b", []int{8, 52}},
		{"12.5 µm at 37 °C", "▁12.5▁μm▁at▁37▁°C", []int{278, 5, 85, 6, 777, 27, 112, 118, 122, 6, 556, 125}},
		{"", "", []int{}},
		{"   ", "", []int{}},
	}
	for _, tt := range tests {
		if got := m.Normalize(tt.in); got != tt.norm {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.norm)
		}
		ids := m.Encode(tt.in)
		if !slices.Equal(ids, tt.ids) || ids == nil {
			t.Errorf("Encode(%q) = %#v, want %v", tt.in, ids, tt.ids)
		}
	}
	if m.PieceToID("▁the") != 4 || m.EOSID() != 2 || m.BOSID() != 1 || m.PadID() != -1 || m.UnkID() != 0 {
		t.Errorf("ids: ▁the %d eos %d bos %d pad %d unk %d", m.PieceToID("▁the"), m.EOSID(), m.BOSID(), m.PadID(), m.UnkID())
	}
	if m.PieceToID("no such piece") != m.UnkID() || m.IDToPiece(-1) != "" || m.IDToPiece(m.Size()) != "" {
		t.Error("out-of-vocabulary lookups")
	}
	if got, want := m.Decode([]int{-5, 4, 99999}), " ⁇  the ⁇ "; got != want {
		t.Errorf("Decode with invalid ids = %q, want %q", got, want)
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	for _, name := range []string{"unigram1k_user", "bpe1k_bytefb", "bpe1k_identity"} {
		path := filepath.Join(fixtureDir, "models", name+".model.gz")
		orig := gunzipFile(t, path)
		m, err := Parse(orig)
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), "x.model")
		if err := m.Save(out); err != nil {
			t.Fatal(err)
		}
		m2, err := Load(out)
		if err != nil {
			t.Fatal(err)
		}
		b1, _ := m.Marshal()
		b2, _ := m2.Marshal()
		if !bytes.Equal(b1, b2) {
			t.Errorf("%s: Marshal is not stable across Save/Load", name)
		}
		// The fields this package does not declare survive the round trip.
		var a, b modelpb.ModelProto
		if err := proto.Unmarshal(orig, &a); err != nil {
			t.Fatal(err)
		}
		if err := proto.Unmarshal(b2, &b); err != nil {
			t.Fatal(err)
		}
		if !proto.Equal(&a, &b) || len(a.GetTrainerSpec().ProtoReflect().GetUnknown()) == 0 {
			t.Errorf("%s: round trip changed the model", name)
		}
		if len(b1) != len(orig) {
			t.Errorf("%s: %d bytes written, %d read", name, len(b1), len(orig))
		}
	}
}

func gunzipFile(t testing.TB, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParseErrors(t *testing.T) {
	piece := func(p string, typ Type) *modelpb.ModelProto_SentencePiece { return newPiece(p, -1, typ) }
	base := func() *modelpb.ModelProto {
		return &modelpb.ModelProto{
			Pieces:      []*modelpb.ModelProto_SentencePiece{piece("<unk>", Unknown), piece("a", Normal)},
			TrainerSpec: &modelpb.TrainerSpec{ModelType: modelpb.TrainerSpec_UNIGRAM.Enum()},
		}
	}
	tests := []struct {
		name   string
		mutate func(*modelpb.ModelProto)
		want   string
	}{
		{"no pieces", func(m *modelpb.ModelProto) { m.Pieces = nil }, "no pieces"},
		{"empty piece", func(m *modelpb.ModelProto) { m.Pieces[1].Piece = proto.String("") }, "piece 1 is empty"},
		{"duplicate", func(m *modelpb.ModelProto) { m.Pieces = append(m.Pieces, piece("a", UserDefined)) }, `piece 2 ("a") is already defined`},
		{"no unk", func(m *modelpb.ModelProto) { m.Pieces[0].Type = modelpb.ModelProto_SentencePiece_NORMAL.Enum() }, "unk is not defined"},
		{"two unks", func(m *modelpb.ModelProto) { m.Pieces = append(m.Pieces, piece("<unk2>", Unknown)) }, "unk is already defined"},
		{"byte without fallback", func(m *modelpb.ModelProto) { m.Pieces = append(m.Pieces, piece("<0x41>", Byte)) }, "byte_fallback is false"},
		{"bad byte piece", func(m *modelpb.ModelProto) {
			m.TrainerSpec.ByteFallback = proto.Bool(true)
			m.Pieces = append(m.Pieces, piece("<0xZZ>", Byte))
		}, "not a valid byte piece"},
		{"missing bytes", func(m *modelpb.ModelProto) {
			m.TrainerSpec.ByteFallback = proto.Bool(true)
			m.Pieces = append(m.Pieces, piece("<0x41>", Byte))
		}, "<0x00> is missing"},
		{"bad type", func(m *modelpb.ModelProto) { m.Pieces[1].Type = modelpb.ModelProto_SentencePiece_Type(9).Enum() }, "unknown type 9"},
		{"word model", func(m *modelpb.ModelProto) { m.TrainerSpec.ModelType = modelpb.TrainerSpec_WORD.Enum() }, "not supported"},
		{"short charsmap", func(m *modelpb.ModelProto) {
			m.NormalizerSpec = &modelpb.NormalizerSpec{PrecompiledCharsmap: []byte{1, 2}}
		}, "too short"},
		{"charsmap size", func(m *modelpb.ModelProto) {
			m.NormalizerSpec = &modelpb.NormalizerSpec{PrecompiledCharsmap: []byte{100, 0, 0, 0, 1, 2, 3, 4}}
		}, "does not fit"},
		{"tsv rules", func(m *modelpb.ModelProto) {
			m.NormalizerSpec = &modelpb.NormalizerSpec{NormalizationRuleTsv: proto.String("41\t61")}
		}, "normalization_rule_tsv"},
	}
	for _, tt := range tests {
		mp := base()
		tt.mutate(mp)
		data, err := proto.Marshal(mp)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Parse(data)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.want)
		}
	}
	if _, err := Parse([]byte{0xff, 0xff}); err == nil || !strings.Contains(err.Error(), "parsing model proto") {
		t.Errorf("garbage: err = %v", err)
	}
	// A valid first piece, then a length-delimited field 1 running past
	// the end of the data at byte 9.
	good, _ := proto.Marshal(&modelpb.ModelProto{Pieces: []*modelpb.ModelProto_SentencePiece{piece("<unk>", Unknown)}})
	bad := append(slices.Clone(good), 0x0a, 0x7f, 'x')
	if _, err := Parse(bad); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("field 1 at byte %d", len(good))) {
		t.Errorf("truncated field: err = %v", err)
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing.model")); err == nil || !strings.Contains(err.Error(), "missing.model") {
		t.Errorf("missing file: err = %v", err)
	}
}

// TestTrie compares the double-array trie with a map on random keys.
func TestTrie(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"a", "b", "c", "▁", "é", "中", "\x00", "\xff"}
	keys := []string{"a", "ab", "abc", "b", "▁a", "中文"}
	for len(keys) < 3000 {
		var sb strings.Builder
		for n := 1 + r.IntN(6); n > 0; n-- {
			sb.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		keys = append(keys, sb.String())
	}
	vals := make([]int32, len(keys))
	want := map[string]int32{}
	for i, k := range keys {
		vals[i] = int32(i)
		want[k] = int32(i) // later duplicates win, as in buildTrie
	}
	tr := buildTrie(keys, vals)
	for k, v := range want {
		if got := tr.lookup(k); got != v {
			t.Fatalf("lookup(%q) = %d, want %d", k, got, v)
		}
	}
	for i := 0; i < 3000; i++ {
		var sb strings.Builder
		for n := r.IntN(9); n > 0; n-- {
			sb.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		s := sb.String()
		wantLen := 0
		for l := 1; l <= len(s); l++ {
			if _, ok := want[s[:l]]; ok {
				wantLen = l
			}
		}
		if got := tr.longestPrefix(s); got != wantLen {
			t.Fatalf("longestPrefix(%q) = %d, want %d", s, got, wantLen)
		}
		if _, ok := want[s]; !ok && tr.lookup(s) != -1 {
			t.Fatalf("lookup(%q) found a missing key", s)
		}
	}
}

func TestEncodeBatch(t *testing.T) {
	m := loadFixtureModel(t, "unigram1k")
	a, b := m.Encode("the cat"), m.Encode("Hello World, again")
	if len(a) >= len(b) || len(a) < 2 {
		t.Fatalf("unexpected fixture encodings %v %v", a, b)
	}
	eos := m.EOSID()
	// pad returns s followed by v up to length n.
	pad := func(s []int, n, v int) []int {
		out := slices.Clone(s)
		for len(out) < n {
			out = append(out, v)
		}
		return out
	}
	withEOS := func(s []int) []int { return append(slices.Clone(s), eos) }
	tests := []struct {
		name string
		opts BatchOptions
		ids  [][]int
	}{
		{"longest", BatchOptions{PadID: -1}, [][]int{pad(a, len(b), -1), b}},
		{"eos", BatchOptions{AddEOS: true}, [][]int{pad(withEOS(a), len(b)+1, 0), withEOS(b)}},
		{"truncate", BatchOptions{AddEOS: true, MaxLen: 3}, [][]int{{a[0], a[1], eos}, {b[0], b[1], eos}}},
		{"truncate without eos", BatchOptions{MaxLen: 2}, [][]int{a[:2], b[:2]}},
		{"pad to", BatchOptions{PadTo: len(b) + 2, PadID: 7}, [][]int{pad(a, len(b)+2, 7), pad(b, len(b)+2, 7)}},
		{"pad to shorter than longest", BatchOptions{PadTo: 1}, [][]int{pad(a, len(b), 0), b}},
	}
	for _, tt := range tests {
		got := m.EncodeBatch([]string{"the cat", "Hello World, again"}, tt.opts)
		if !slices.EqualFunc(got.IDs, tt.ids, slices.Equal) {
			t.Errorf("%s: ids = %v, want %v", tt.name, got.IDs, tt.ids)
		}
		for i, row := range got.IDs {
			ones := 0
			for j, v := range got.Mask[i] {
				if v == 1 {
					ones++
					if j >= got.Lens[i] {
						t.Errorf("%s: mask 1 past the length", tt.name)
					}
				}
			}
			if ones != got.Lens[i] || len(got.Mask[i]) != len(row) {
				t.Errorf("%s: row %d mask %v, len %d", tt.name, i, got.Mask[i], got.Lens[i])
			}
		}
	}
}

// fuzzModels are small fixture models covering unigram, BPE, byte fallback,
// user symbols and identity normalization.
var fuzzModels = []string{"unigram1k_user", "bpe1k_bytefb", "bpe1k_identity", "unigram1k_suffix"}

func FuzzEncode(f *testing.F) {
	for _, s := range []string{"", " ", "Hello  world\t!", "<LENGTHRATIO_0.95>x", "\xff\xfe", "e\u0301", "▁▁", "a\x00b", "中文🙂"} {
		f.Add(s)
	}
	models := make([]*Model, len(fuzzModels))
	for i, n := range fuzzModels {
		models[i] = loadFixtureModel(f, n)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i, m := range models {
			ids, pieces := m.EncodeWithPieces(s)
			if len(ids) != len(pieces) {
				t.Fatalf("%s: %d ids, %d pieces", fuzzModels[i], len(ids), len(pieces))
			}
			for j, id := range ids {
				if id < 0 || id >= m.Size() {
					t.Fatalf("%s: id %d out of range", fuzzModels[i], id)
				}
				if id != m.UnkID() && pieces[j] != m.IDToPiece(id) {
					t.Fatalf("%s: piece %q for id %d (%q)", fuzzModels[i], pieces[j], id, m.IDToPiece(id))
				}
			}
			if strings.Join(pieces, "") != m.Normalize(s) && !m.byteFallback {
				t.Fatalf("%s: pieces %q do not spell the normalized text %q", fuzzModels[i], pieces, m.Normalize(s))
			}
			if m.byteFallback && slices.Contains(ids, m.UnkID()) {
				t.Fatalf("%s: <unk> despite byte fallback", fuzzModels[i])
			}
			_ = m.Decode(ids)
		}
	})
}

func FuzzParse(f *testing.F) {
	seed := gunzipFile(f, filepath.Join(fixtureDir, "models", "bpe1k_identity.model.gz"))
	f.Add(seed)
	f.Add(seed[:len(seed)/2])
	f.Add([]byte{})
	small, _ := proto.Marshal(&modelpb.ModelProto{
		Pieces: []*modelpb.ModelProto_SentencePiece{newPiece("<unk>", 0, Unknown), newPiece("ab", -1, Normal)},
		NormalizerSpec: &modelpb.NormalizerSpec{
			PrecompiledCharsmap: []byte{8, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 'x', 0},
		},
	})
	f.Add(small)
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Parse(data)
		if err != nil {
			return
		}
		for _, s := range []string{"ab abc", "x\xffy", "  "} {
			_ = m.Decode(m.Encode(s))
		}
		if _, err := m.Marshal(); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzPegasusEncode(f *testing.F) {
	for _, s := range []string{"", "<mask_1>", " a </s> b<pad>", "<unk_102><unk_2>", "<mask_", "x\xff"} {
		f.Add(s)
	}
	tok := NewPegasusTokenizer(loadFixtureModelPath(f, filepath.Join(fixtureDir, "pegasus", "spiece.model.gz")))
	f.Fuzz(func(t *testing.T, s string) {
		ids := tok.Encode(s)
		if len(ids) == 0 || ids[len(ids)-1] != PegasusEOSID {
			t.Fatalf("Encode(%q) = %v: no trailing </s>", s, ids)
		}
		for _, id := range ids {
			if id < 0 || id >= tok.VocabSize() {
				t.Fatalf("id %d out of range", id)
			}
		}
		_ = tok.Decode(ids, true)
		_ = tok.Decode(ids, false)
	})
}

func FuzzTrain(f *testing.F) {
	f.Add("the cat sat\non the mat\nthe dog", 40)
	f.Add("\xff\x00 é\u0301 中文 ▁▁", 300)
	f.Add("the cat sat\non the mat\nthe dog", 21)
	f.Fuzz(func(t *testing.T, text string, size int) {
		if size < 0 || size > 2000 || len(text) > 4096 {
			return
		}
		algo := BPE
		if size%2 == 1 {
			algo = Unigram
		}
		m, err := Train(strings.Split(text, "\n"), TrainOptions{VocabSize: size, Algorithm: algo, UserDefinedSymbols: []string{"<u>"}})
		if err != nil {
			return
		}
		data, err := m.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		m2, err := Parse(data)
		if err != nil {
			t.Fatalf("trained model does not parse: %v", err)
		}
		if m2.Size() != size {
			t.Fatalf("size %d, want %d", m2.Size(), size)
		}
		for _, line := range strings.Split(text, "\n") {
			if !slices.Equal(m.Encode(line), m2.Encode(line)) {
				t.Fatalf("encodings differ after a round trip for %q", line)
			}
		}
	})
}

// TestSymbolsStaySinglePieces checks user-defined symbols (single pieces,
// even glued to other text) and control symbols (ids that encoding never
// produces) in models trained by spm_train; expectations printed by the C++
// library.
func TestSymbolsStaySinglePieces(t *testing.T) {
	tests := []struct {
		model, text string
		pieces      []string
		ids         []int
	}{
		{"unigram1k_user", "<LENGTHRATIO_0.95><LEVSIM_0.80> heat to 37 °C for 5 µm",
			[]string{"▁", "<LENGTHRATIO_0.95>", "<LEVSIM_0.80>", "▁heat", "▁to", "▁3", "7", "▁", "°C", "▁for", "▁5", "▁", "µm"},
			[]int{13, 6, 7, 611, 19, 127, 130, 13, 9, 54, 168, 13, 8}},
		{"unigram1k_user", "x<ctrl1>y",
			[]string{"▁", "x", "<", "c", "t", "r", "l", "1", ">", "y"},
			[]int{13, 95, 0, 31, 24, 26, 47, 71, 0, 29}},
		{"bpe1k_user", "<LENGTHRATIO_0.95><LEVSIM_0.80> heat to 37 °C for 5 µm",
			[]string{"▁", "<LENGTHRATIO_0.95>", "<LEVSIM_0.80>", "▁he", "at", "▁to", "▁3", "7", "▁", "°C", "▁for", "▁5", "▁", "µm"},
			[]int{908, 4, 5, 174, 18, 43, 137, 957, 908, 7, 73, 195, 908, 6}},
		{"bpe1k_user", "x<ctrl1>y",
			[]string{"▁", "x", "<", "ct", "r", "l", "1", ">", "y"},
			[]int{908, 940, 0, 45, 915, 918, 932, 0, 926}},
	}
	for _, tt := range tests {
		m := loadFixtureModel(t, tt.model)
		ids, pieces := m.EncodeWithPieces(tt.text)
		if !slices.Equal(ids, tt.ids) || !slices.Equal(pieces, tt.pieces) {
			t.Errorf("%s %q:\n got %v %q\nwant %v %q", tt.model, tt.text, ids, pieces, tt.ids, tt.pieces)
		}
		ctrl := m.PieceToID("<ctrl1>")
		if m.PieceType(ctrl) != Control || m.Decode([]int{ctrl}) != "" {
			t.Errorf("%s: <ctrl1> id %d type %v", tt.model, ctrl, m.PieceType(ctrl))
		}
	}
	if m := loadFixtureModel(t, "unigram1k_user"); m.PieceToID("<ctrl1>") != 4 || m.PadID() != 3 {
		t.Errorf("unigram1k_user: <ctrl1> %d, pad %d; want 4 and 3", m.PieceToID("<ctrl1>"), m.PadID())
	}
}

// TestConcurrentEncode checks that concurrent Encode calls (which share
// pooled scratch buffers) give the sequential results.
func TestConcurrentEncode(t *testing.T) {
	inputs := fixtureInputs(t)[:600]
	for _, name := range []string{"unigram1k_user", "bpe1k_bytefb"} {
		m := loadFixtureModel(t, name)
		want := make([][]int, len(inputs))
		for i, s := range inputs {
			want[i] = m.Encode(s)
		}
		errs := make(chan string, 4)
		for g := 0; g < 4; g++ {
			go func() {
				for i := range inputs {
					j := (i*7 + g*131) % len(inputs)
					if got := m.Encode(inputs[j]); !slices.Equal(got, want[j]) {
						errs <- fmt.Sprintf("%s: input %d: %v, want %v", name, j, got, want[j])
						return
					}
				}
				errs <- ""
			}()
		}
		for g := 0; g < 4; g++ {
			if e := <-errs; e != "" {
				t.Error(e)
			}
		}
	}
}
