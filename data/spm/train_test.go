package spm

import (
	"bytes"
	"compress/gzip"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the Go-trained models in testdata/spm/gotrained")

// goTrained are the fixture models trained by Train on the first n fixture
// inputs; testdata/spm/gotrained holds them and the C++ library's encodings
// of every input with them.
var goTrained = []struct {
	name string
	n    int
	opts TrainOptions
}{
	{"bpe2k", 4000, TrainOptions{VocabSize: 2000, UserDefinedSymbols: []string{"<LENGTHRATIO_0.95>", "<LEVSIM_0.80>", "µm"},
		ControlSymbols: []string{"<ctrl>"}}},
	{"bpe700_bytefb_identity", 4000, TrainOptions{VocabSize: 700, ByteFallback: true, Normalization: "identity",
		CharacterCoverage: 0.99, MaxPieceLength: 8}},
	{"unigram800", 2000, TrainOptions{VocabSize: 800, Algorithm: Unigram, UserDefinedSymbols: []string{"<LENGTHRATIO_0.95>"},
		ByteFallback: true, CharacterCoverage: 0.999}},
}

// TestTrainReproducesFixture retrains the committed Go-trained models and
// checks that training is deterministic: the model bytes are identical.
func TestTrainReproducesFixture(t *testing.T) {
	inputs := fixtureInputs(t)
	for _, g := range goTrained {
		t.Run(g.name, func(t *testing.T) {
			m, err := Train(inputs[:g.n], g.opts)
			if err != nil {
				t.Fatal(err)
			}
			if m.Size() != g.opts.VocabSize {
				t.Errorf("Size = %d, want %d", m.Size(), g.opts.VocabSize)
			}
			got, err := m.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(fixtureDir, "gotrained", g.name+".model.gz")
			if *update {
				var buf bytes.Buffer
				zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
				zw.Write(got)
				zw.Close()
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := (func() ([]byte, error) {
				m := loadFixtureModelPath(t, path)
				return m.Marshal()
			})()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("retrained model differs from %s (%d vs %d bytes)", path, len(got), len(want))
			}
		})
	}
}

// TestGoTrainedParityWithCPP checks that the C++ library, given the models
// trained by Train, encodes every fixture input exactly as this package.
func TestGoTrainedParityWithCPP(t *testing.T) {
	inputs := fixtureInputs(t)
	type expected struct {
		IDs     []int   `json:"ids"`
		Decoded *string `json:"decoded"` // for the first 500 inputs
	}
	for _, g := range goTrained {
		t.Run(g.name, func(t *testing.T) {
			m := loadFixtureModelPath(t, filepath.Join(fixtureDir, "gotrained", g.name+".model.gz"))
			want := readJSONL[expected](t, filepath.Join(fixtureDir, "gotrained", g.name+".jsonl.gz"))
			if len(want) != len(inputs) {
				t.Fatalf("%d expectations for %d inputs", len(want), len(inputs))
			}
			bad := 0
			for i, in := range inputs {
				ids := m.Encode(in)
				dec := m.Decode(ids)
				if !slices.Equal(ids, want[i].IDs) || (want[i].Decoded != nil && dec != *want[i].Decoded) {
					bad++
					if bad <= 5 {
						t.Errorf("input %d %q:\n ids %v\nwant %v\n dec %q", i, in, ids, want[i].IDs, dec)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d inputs differ", bad, len(inputs))
			}
		})
	}
}

func TestTrainedSymbolsStaySinglePieces(t *testing.T) {
	m := loadFixtureModelPath(t, filepath.Join(fixtureDir, "gotrained", "bpe2k.model.gz"))
	pieces := m.EncodePieces("<LENGTHRATIO_0.95><LEVSIM_0.80> a 5µm gap")
	want := []string{"▁", "<LENGTHRATIO_0.95>", "<LEVSIM_0.80>", "▁a", "▁5", "µm"}
	if !slices.Equal(pieces[:len(want)], want) {
		t.Errorf("pieces = %q, want prefix %q", pieces, want)
	}
	if id := m.PieceToID("<ctrl>"); m.PieceType(id) != Control {
		t.Errorf("<ctrl> has id %d of type %v", id, m.PieceType(id))
	}
	if got := m.Decode([]int{m.PieceToID("<ctrl>"), m.PieceToID("▁a")}); got != "a" {
		t.Errorf("control piece decodes to %q", got)
	}

	// The Go-trained unigram model with byte fallback; ids from the C++ library.
	u := loadFixtureModelPath(t, filepath.Join(fixtureDir, "gotrained", "unigram800.model.gz"))
	ids, pieces := u.EncodeWithPieces("<LENGTHRATIO_0.95>The 5 µm gap中")
	wantIDs := []int{264, 3, 410, 297, 262, 386, 264, 210, 192, 279, 335, 440, 232, 188, 177}
	wantPieces := []string{"▁", "<LENGTHRATIO_0.95>", "T", "h", "e", "▁5", "▁", "<0xCE>", "<0xBC>", "m", "▁g", "ap", "<0xE4>", "<0xB8>", "<0xAD>"}
	if !slices.Equal(ids, wantIDs) || !slices.Equal(pieces, wantPieces) {
		t.Errorf("unigram800:\n got %v %q\nwant %v %q", ids, pieces, wantIDs, wantPieces)
	}
}

func TestTrainErrors(t *testing.T) {
	corpus := []string{"the cat sat on the mat", "a dog"}
	tests := []struct {
		name string
		opts TrainOptions
		want string
	}{
		{"too small", TrainOptions{VocabSize: 5}, "too small"},
		{"too large", TrainOptions{VocabSize: 500}, "too large"},
		{"unigram too large", TrainOptions{VocabSize: 500, Algorithm: Unigram}, "too large"},
		{"unigram too small", TrainOptions{VocabSize: 10, Algorithm: Unigram}, "too small"},
		{"word", TrainOptions{VocabSize: 50, Algorithm: 3}, "not supported"},
		{"normalization", TrainOptions{VocabSize: 50, Normalization: "nfkd"}, "unknown normalization"},
		{"coverage", TrainOptions{VocabSize: 50, CharacterCoverage: 2}, "coverage"},
		{"duplicate symbol", TrainOptions{VocabSize: 50, UserDefinedSymbols: []string{"<x>", "<x>"}}, "twice"},
		{"empty symbol", TrainOptions{VocabSize: 50, ControlSymbols: []string{""}}, "empty"},
	}
	for _, tt := range tests {
		_, err := Train(corpus, tt.opts)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.want)
		}
	}
}
