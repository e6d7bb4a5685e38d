package spm

import (
	"bufio"
	"compress/gzip"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// fixtureDir holds models trained with spm_train and the C++ library's
// outputs; see testdata/spm/README.md.
var fixtureDir = filepath.Join("..", "..", "testdata", "spm")

// fixtureModels are the models under testdata/spm/models.
var fixtureModels = []string{
	"unigram1k", "unigram8k", "unigram32k", "bpe300", "bpe1k",
	"unigram1k_bytefb", "bpe1k_bytefb", "unigram1k_user", "bpe1k_user",
	"unigram1k_nfkccf", "bpe1k_identity", "unigram1k_suffix",
}

// readJSONL decodes every line of a gzipped JSON-lines file into a T.
func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var out []T
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<24)
	for line := 1; sc.Scan(); line++ {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s:%d: %v", path, line, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return out
}

// fixtureInputs returns the test sentences, invalid UTF-8 included.
func fixtureInputs(t testing.TB) []string {
	t.Helper()
	type input struct {
		Text *string `json:"text"`
		Hex  string  `json:"hex"`
	}
	var out []string
	for i, in := range readJSONL[input](t, filepath.Join(fixtureDir, "inputs.jsonl.gz")) {
		switch {
		case in.Text != nil:
			out = append(out, *in.Text)
		default:
			b, err := hex.DecodeString(in.Hex)
			if err != nil {
				t.Fatalf("input %d: %v", i, err)
			}
			out = append(out, string(b))
		}
	}
	return out
}

// loadFixtureModel loads testdata/spm/models/<name>.model.gz.
func loadFixtureModel(t testing.TB, name string) *Model {
	t.Helper()
	return loadFixtureModelPath(t, filepath.Join(fixtureDir, "models", name+".model.gz"))
}

// loadFixtureModelPath loads a gzipped model.
func loadFixtureModelPath(t testing.TB, path string) *Model {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	m, err := Read(zr)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return m
}

// TestParityWithCPP checks ids, pieces and decode(encode(x)) against the C++
// library for every fixture model and input.
func TestParityWithCPP(t *testing.T) {
	inputs := fixtureInputs(t)
	if len(inputs) < 5000 {
		t.Fatalf("only %d inputs", len(inputs))
	}
	// expected holds the C++ ids and the pieces that are not the id's
	// vocabulary entry (runs of unknown characters), by index.
	type expected struct {
		IDs []int          `json:"ids"`
		Unk map[int]string `json:"unk"`
	}
	decoded := readJSONL[map[string]string](t, filepath.Join(fixtureDir, "expected", "decoded.jsonl.gz"))
	if len(decoded) != len(inputs) {
		t.Fatalf("%d round trips for %d inputs", len(decoded), len(inputs))
	}
	for _, name := range fixtureModels {
		t.Run(name, func(t *testing.T) {
			m := loadFixtureModel(t, name)
			want := readJSONL[expected](t, filepath.Join(fixtureDir, "expected", name+".jsonl.gz"))
			if len(want) != len(inputs) {
				t.Fatalf("%d expectations for %d inputs", len(want), len(inputs))
			}
			bad := 0
			for i, in := range inputs {
				ids, pieces := m.EncodeWithPieces(in)
				dec := m.Decode(ids)
				wantPieces := make([]string, len(want[i].IDs))
				for j, id := range want[i].IDs {
					wantPieces[j] = m.IDToPiece(id)
					if p, ok := want[i].Unk[j]; ok {
						wantPieces[j] = p
					}
				}
				wantDec, ok := decoded[i][name]
				if !ok {
					wantDec = decoded[i]["unigram1k"]
				}
				if !slices.Equal(ids, want[i].IDs) || !slices.Equal(pieces, wantPieces) || dec != wantDec {
					bad++
					if bad <= 5 {
						t.Errorf("input %d %q:\n ids    %v\n want   %v\n pieces %q\n want   %q\n decode %q\n want   %q",
							i, in, ids, want[i].IDs, pieces, wantPieces, dec, wantDec)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d inputs differ from the C++ library", bad, len(inputs))
			}
		})
	}
}

// TestDecodeParity checks Decode on random id sequences (control, unknown
// and byte pieces included) against the C++ library.
func TestDecodeParity(t *testing.T) {
	type expected struct {
		IDs     []int  `json:"ids"`
		Decoded string `json:"decoded"`
	}
	for _, name := range fixtureModels {
		t.Run(name, func(t *testing.T) {
			m := loadFixtureModel(t, name)
			bad := 0
			for i, w := range readJSONL[expected](t, filepath.Join(fixtureDir, "decode", name+".jsonl.gz")) {
				if got := m.Decode(w.IDs); got != w.Decoded {
					bad++
					if bad <= 5 {
						ps := make([]string, len(w.IDs))
						for j, id := range w.IDs {
							ps[j] = m.IDToPiece(id)
						}
						t.Errorf("case %d %v [%s]: got %q, want %q", i, w.IDs, strings.Join(ps, " "), got, w.Decoded)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d decodes differ", bad)
			}
		})
	}
}
