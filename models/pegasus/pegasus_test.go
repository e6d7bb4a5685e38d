package pegasus_test

import (
	"context"
	"encoding/binary"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models/backendtest"
	"github.com/patsimp/patsimp/models/pegasus"
)

// TestBFloat16 runs the trained fixture in bfloat16: the logits differ
// from HF's float32 ones (so bf16 really ran: 8-bit mantissas in weights
// and the residual stream) but stay within 10% of their range, and
// decoding works; on each backend, with the same bound.
func TestBFloat16(t *testing.T) {
	backendtest.Run(t, testBFloat16)
}

func testBFloat16(t *testing.T, _ string, b compute.Backend) {
	dir := "../../testdata/pegasus/tiny_trained"
	f := readFixture(t, dir)
	m, ckpt := loadModel(t, b, dir, "", dtypes.BFloat16)
	if m.DType() != dtypes.BFloat16 {
		t.Fatalf("dtype %s", m.DType())
	}
	out, err := m.Forward(f.Inputs.InputIDs, f.Inputs.AttentionMask, f.Inputs.DecoderIDs)
	if err != nil {
		t.Fatal(err)
	}
	want := f.float32s(t, "logits_f32")
	var scale float64
	for _, v := range want {
		scale = max(scale, math.Abs(float64(v)))
	}
	if d := maxAbsDiff(out.Logits, want); d > 0.1*scale || d == 0 {
		t.Errorf("bf16 logits max |diff| %.3g, want in (0, %.3g]", d, 0.1*scale)
	}
	opt, err := pegasus.GenerationOptions(ckpt)
	if err != nil {
		t.Fatal(err)
	}
	opt.MaxLength = 8
	src := [][]int32{{7, 8, 99, 64, 1}}
	got, err := decode.Generate(context.Background(), m, src, opt)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(got[0][0].Tokens); n < 2 || got[0][0].Tokens[0] != opt.DecoderStartTokenID {
		t.Errorf("bf16 greedy output %v", got[0][0].Tokens)
	}
}

// writeWeights copies a fixture's safetensors with one tensor replaced or
// removed (repl nil).
func writeWeights(t *testing.T, dir, name string, shape []int, drop bool) string {
	t.Helper()
	src, err := checkpoints.OpenSafetensors(filepath.Join(dir, "model.safetensors"))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	out := t.TempDir()
	for _, f := range []string{"config.json", "generation_config.json"} {
		data, _ := os.ReadFile(filepath.Join(dir, f))
		os.WriteFile(filepath.Join(out, f), data, 0o644)
	}
	var ts []checkpoints.TensorData
	for _, n := range src.Names() {
		info, _ := src.Info(n)
		if n == name {
			if drop {
				continue
			}
			info.Shape = shape
		}
		size := 4
		for _, d := range info.Shape {
			size *= d
		}
		ts = append(ts, checkpoints.TensorData{Info: info, Fill: func(w io.Writer) error {
			return binary.Write(w, binary.LittleEndian, make([]byte, size))
		}})
	}
	f, err := os.Create(filepath.Join(out, "model.safetensors"))
	if err != nil {
		t.Fatal(err)
	}
	if err := checkpoints.WriteSafetensors(f, ts, nil); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return out
}

func TestLoadErrors(t *testing.T) {
	dir := "../../testdata/pegasus/tiny_random"
	for _, tc := range []struct {
		name string
		dir  func() string
		want string
	}{
		{"shape mismatch", func() string {
			return writeWeights(t, dir, "model.encoder.layers.1.fc1.weight", []int{16, 32}, false)
		}, `tensor "model.encoder.layers.1.fc1.weight" has shape [16 32], the config needs [32 16]`},
		{"missing tensor", func() string {
			return writeWeights(t, dir, "model.decoder.layers.0.encoder_attn.v_proj.bias", nil, true)
		}, `missing tensor "model.decoder.layers.0.encoder_attn.v_proj.bias"`},
		{"unknown architecture", func() string {
			out := writeWeights(t, dir, "", nil, false)
			cfg, _ := os.ReadFile(filepath.Join(out, "config.json"))
			os.WriteFile(filepath.Join(out, "config.json"), []byte(strings.Replace(string(cfg), `"model_type": "pegasus"`, `"model_type": "bart"`, 1)), 0o644)
			return out
		}, `unsupported model_type "bart"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ckpt, err := checkpoints.Open(tc.dir())
			if err != nil {
				t.Fatal(err)
			}
			defer ckpt.Close()
			_, err = pegasus.Load(testBackend(t), ckpt, dtypes.Float32)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

func TestSessionErrors(t *testing.T) {
	m, _ := loadModel(t, testBackend(t), "../../testdata/pegasus/tiny_random", "", dtypes.Float32)
	if _, err := m.Start([][]int32{{5, 200, 1}}, 1, 4); err == nil || !strings.Contains(err.Error(), "outside the vocabulary") {
		t.Errorf("bad token: %v", err)
	}
	if _, err := m.Start([][]int32{make([]int32, 65)}, 1, 4); err == nil || !strings.Contains(err.Error(), "at most 64") {
		t.Errorf("long source: %v", err)
	}
	s, err := m.Start([][]int32{{5, 1}}, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Step(nil, []int32{0}); err == nil {
		t.Error("wrong row count accepted")
	}
	if _, err := s.Step([]int32{0, 5}, []int32{0, 0}); err == nil {
		t.Error("parent out of range accepted")
	}
	for range 2 {
		if _, err := s.Step(nil, []int32{0, 0}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Step(nil, []int32{0, 0}); err == nil || !strings.Contains(err.Error(), "beyond") {
		t.Errorf("step past the cache: %v", err)
	}
}

func TestPadSources(t *testing.T) {
	for _, tc := range []struct {
		lens          []int
		bucket, limit int
		want          int
	}{
		{[]int{3, 5}, 8, 60, 8},
		{[]int{9}, 8, 60, 16},
		{[]int{57}, 8, 60, 60}, // the bucket (64) would exceed the 60 positions
		{[]int{60}, 8, 60, 60},
		{[]int{2}, 1, 0, 2},
	} {
		var src [][]int32
		for _, n := range tc.lens {
			src = append(src, make([]int32, n))
		}
		ids, mask, n := pegasus.PadSources(src, 0, tc.bucket, tc.limit)
		if n != tc.want || ids.Shape().Dimensions[1] != n || mask.Shape().Dimensions[0] != len(src) {
			t.Errorf("lens %v bucket %d limit %d: length %d (ids %s), want %d", tc.lens, tc.bucket, tc.limit, n, ids.Shape(), tc.want)
		}
	}
}

// TestParameterKernels: every matrix the model multiplies by (the shared
// embedding and each linear weight: all the rank-2 parameters) is loaded
// as a kernel, and nothing else is.
func TestParameterKernels(t *testing.T) {
	cfg := pegasus.Config{VocabSize: 50, DModel: 8, EncoderLayers: 2, DecoderLayers: 2, EncoderHeads: 2, DecoderHeads: 2,
		EncoderFFNDim: 16, DecoderFFNDim: 16, MaxPositionEmbeddings: 32}
	kernels := 0
	for _, p := range pegasus.ParameterShapes(cfg) {
		if p.Kernel != (len(p.Shape) == 2) {
			t.Errorf("%s %v: Kernel = %v", p.Key, p.Shape, p.Kernel)
		}
		if p.Kernel {
			kernels++
		}
	}
	// 1 shared embedding; per encoder layer 4 attention + 2 feed-forward
	// weights; per decoder layer 8 attention + 2 feed-forward weights.
	if want := 1 + 2*6 + 2*10; kernels != want {
		t.Errorf("%d kernels, want %d", kernels, want)
	}
}
