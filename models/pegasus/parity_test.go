package pegasus_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models/backendtest"
	"github.com/patsimp/patsimp/models/pegasus"
)

// FixturesEnv lists extra fixture directories (colon-separated) with the
// layout of testdata/pegasus/tiny_random.
const FixturesEnv = "PATSIMP_PEGASUS_FIXTURES"

// tol bounds the difference from HF's float32 values (hidden states,
// logits, beam scores) on both backends: the Go backend stays within 1e-4
// and so does XLA on the CPU (its fused kernels change only the last bits).
const tol = 1e-4

// testBackend is the backend of the tests that do not loop over
// backendtest.Run: the pure-Go one.
func testBackend(t *testing.T) compute.Backend {
	t.Helper()
	return backendtest.Get(t, backendtest.Go)
}

// fixtureDirs returns the built-in id-level fixtures plus those named in
// $PATSIMP_PEGASUS_FIXTURES.
func fixtureDirs() []string {
	dirs := []string{"../../testdata/pegasus/tiny_random", "../../testdata/pegasus/tiny_trained"}
	for _, d := range strings.Split(os.Getenv(FixturesEnv), ":") {
		if d != "" {
			dirs = append(dirs, d)
		}
	}
	return dirs
}

type genCase struct {
	Kwargs struct {
		NumBeams           int      `json:"num_beams"`
		MaxLength          int      `json:"max_length"`
		NumReturnSequences *int     `json:"num_return_sequences"`
		LengthPenalty      *float64 `json:"length_penalty"`
		EarlyStopping      *bool    `json:"early_stopping"`
	} `json:"kwargs"`
	Sequences [][]int32 `json:"sequences_f32"`
	Scores    []float64 `json:"sequences_scores_f32"`
}

type fixture struct {
	Inputs struct {
		InputIDs      [][]int32 `json:"input_ids"`
		AttentionMask [][]int32 `json:"attention_mask"`
		DecoderIDs    [][]int32 `json:"decoder_input_ids"`
	} `json:"inputs"`
	Generation map[string]genCase `json:"generation"`
	tensors    *checkpoints.Safetensors
}

func readFixture(t *testing.T, dir string) *fixture {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "fixtures.json"))
	if err != nil {
		t.Fatal(err)
	}
	var f fixture
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	f.tensors, err = checkpoints.OpenSafetensors(filepath.Join(dir, "fixtures.safetensors"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.tensors.Close() })
	return &f
}

func (f *fixture) float32s(t *testing.T, name string) []float32 {
	t.Helper()
	tt, err := f.tensors.Read(name, dtypes.Float32)
	if err != nil {
		t.Fatal(err)
	}
	v, err := tensors.CopyFlatData[float32](tt)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func maxAbsDiff(a, b []float32) float64 {
	if len(a) != len(b) {
		return math.Inf(1)
	}
	var m float64
	for i := range a {
		m = max(m, math.Abs(float64(a[i])-float64(b[i])))
	}
	return m
}

func loadModel(t *testing.T, b compute.Backend, dir, weightsFile string, dtype dtypes.DType) (*pegasus.Model, *checkpoints.Checkpoint) {
	t.Helper()
	ckpt, err := checkpoints.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ckpt.Close() })
	if weightsFile != "" {
		ckpt.Weights.Close()
		if ckpt.Weights, err = checkpoints.OpenWeightsFile(filepath.Join(dir, weightsFile)); err != nil {
			t.Fatal(err)
		}
	}
	m, err := pegasus.Load(b, ckpt, dtype)
	if err != nil {
		t.Fatal(err)
	}
	return m, ckpt
}

// TestForwardParity checks every hidden state, the encoder output and the
// logits against HF, for each weights file of each fixture, on each backend.
func TestForwardParity(t *testing.T) {
	backendtest.Run(t, testForwardParity)
}

func testForwardParity(t *testing.T, name string, b compute.Backend) {
	for _, dir := range fixtureDirs() {
		f := readFixture(t, dir)
		for _, wf := range []string{"model.safetensors", "model.hf_tied_dedup.safetensors", "pytorch_model.bin"} {
			if backendtest.IsXLA(name) && wf != "model.safetensors" {
				// Reading weights does not depend on the backend, and each
				// load is a new model to compile: XLA runs one file.
				continue
			}
			t.Run(filepath.Base(dir)+"/"+wf, func(t *testing.T) {
				if _, err := os.Stat(filepath.Join(dir, wf)); err != nil {
					t.Skipf("fixture has no %s", wf)
				}
				m, _ := loadModel(t, b, dir, wf, dtypes.Float32)
				out, err := m.Forward(f.Inputs.InputIDs, f.Inputs.AttentionMask, f.Inputs.DecoderIDs)
				if err != nil {
					t.Fatal(err)
				}
				check := func(name string, got []float32) {
					t.Helper()
					if d := maxAbsDiff(got, f.float32s(t, name)); d > tol {
						t.Errorf("%s: max |diff| %.3g > %g", name, d, tol)
					}
				}
				for i, h := range out.EncoderHiddenStates {
					check(fmt.Sprintf("encoder_hidden_states.%d_f32", i), h)
				}
				check("encoder_last_hidden_state_f32", out.EncoderHiddenStates[len(out.EncoderHiddenStates)-1])
				for i, h := range out.DecoderHiddenStates {
					check(fmt.Sprintf("decoder_hidden_states.%d_f32", i), h)
				}
				check("logits_f32", out.Logits)
			})
		}
	}
}

// hfRow trims an HF generate output row to what decode returns: up to and
// including the first EOS after the start token, without padding.
func hfRow(row []int32, eos int32) []int32 {
	for i := 1; i < len(row); i++ {
		if row[i] == eos {
			return row[:i+1]
		}
	}
	return row
}

// TestGenerateParity checks every greedy and beam search case: identical
// sequences and beam scores within 1e-4, on each backend.
func TestGenerateParity(t *testing.T) {
	backendtest.Run(t, testGenerateParity)
}

func testGenerateParity(t *testing.T, _ string, b compute.Backend) {
	for _, dir := range fixtureDirs() {
		f := readFixture(t, dir)
		m, ckpt := loadModel(t, b, dir, "", dtypes.Float32)
		base, err := pegasus.GenerationOptions(ckpt)
		if err != nil {
			t.Fatal(err)
		}
		var src [][]int32
		for i, row := range f.Inputs.InputIDs {
			n := 0
			for _, v := range f.Inputs.AttentionMask[i] {
				n += int(v)
			}
			src = append(src, row[:n])
		}
		names := make([]string, 0, len(f.Generation))
		for name := range f.Generation {
			names = append(names, name)
		}
		slices.Sort(names)
		for _, name := range names {
			c := f.Generation[name]
			t.Run(filepath.Base(dir)+"/"+name, func(t *testing.T) {
				opt := base
				opt.NumBeams, opt.MaxLength = c.Kwargs.NumBeams, c.Kwargs.MaxLength
				opt.NumReturnSequences = 1
				if c.Kwargs.NumReturnSequences != nil {
					opt.NumReturnSequences = *c.Kwargs.NumReturnSequences
				}
				if c.Kwargs.LengthPenalty != nil {
					opt.LengthPenalty = *c.Kwargs.LengthPenalty
				}
				if c.Kwargs.EarlyStopping != nil && *c.Kwargs.EarlyStopping {
					opt.EarlyStopping = decode.StopEarly
				}
				got, err := decode.Generate(context.Background(), m, src, opt)
				if err != nil {
					t.Fatal(err)
				}
				k := opt.NumReturnSequences
				if len(c.Sequences) != len(src)*k {
					t.Fatalf("fixture has %d sequences, want %d", len(c.Sequences), len(src)*k)
				}
				for i, want := range c.Sequences {
					h := got[i/k][i%k]
					if w := hfRow(want, opt.EOSTokenID); !slices.Equal(h.Tokens, w) {
						t.Errorf("sequence %d: got %v, want %v", i, h.Tokens, w)
					}
					if c.Scores != nil && math.Abs(h.Score-c.Scores[i]) > tol {
						t.Errorf("sequence %d: score %.7f, want %.7f", i, h.Score, c.Scores[i])
					}
				}
			})
		}
	}
}
