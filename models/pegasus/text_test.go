package pegasus_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gomlx/compute/dtypes"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models/pegasus"
)

// TestTextParity runs the text-level tiny checkpoint on public.txt as HF
// did (one batch, truncation at 64 tokens) and compares the decoded
// outputs with expected_public_*.txt exactly.
func TestTextParity(t *testing.T) {
	dir := "../../testdata/pegasus/tiny_text"
	m, ckpt := loadModel(t, testBackend(t), dir, "", dtypes.Float32)
	codec, err := pegasus.NewTextCodec(ckpt.SentencePiece, m.Config())
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "public.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	var pub struct {
		Items []struct {
			InputIDs []int32 `json:"input_ids"`
		} `json:"items"`
	}
	raw, err := os.ReadFile(filepath.Join(dir, "public.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &pub); err != nil {
		t.Fatal(err)
	}
	var src [][]int32
	for i, l := range lines {
		ids, err := codec.Encode(l)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := ids, pub.Items[i].InputIDs; !slices.Equal(got, want) {
			t.Errorf("line %d: ids %v, HF %v", i+1, got, want)
		}
		src = append(src, ids)
	}
	base, err := pegasus.GenerationOptions(ckpt)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file  string
		beams int
		ret   int
		lp    float64
		early bool
	}{
		{"expected_public_greedy.txt", 1, 1, 1, false},
		{"expected_public_beam4.txt", 4, 1, 1, false},
		{"expected_public_beam4_ret2.txt", 4, 2, 1, false},
		{"expected_public_beam4_lp0.6_early.txt", 4, 1, 0.6, true},
	} {
		t.Run(tc.file, func(t *testing.T) {
			opt := base
			opt.NumBeams, opt.NumReturnSequences, opt.LengthPenalty = tc.beams, tc.ret, tc.lp
			if tc.early {
				opt.EarlyStopping = decode.StopEarly
			}
			hyps, err := decode.Generate(context.Background(), m, src, opt)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join(dir, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			wantLines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
			var got []string
			for _, hs := range hyps {
				for _, h := range hs {
					got = append(got, codec.Decode(h.Tokens))
				}
			}
			if len(got) != len(wantLines) {
				t.Fatalf("%d outputs, want %d", len(got), len(wantLines))
			}
			for i := range got {
				if got[i] != wantLines[i] {
					t.Errorf("output %d: %q, want %q", i+1, got[i], wantLines[i])
				}
			}
		})
	}
}
