package layers

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/models"
)

func backend(t *testing.T) compute.Backend {
	t.Helper()
	b, err := models.NewBackend("go")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Finalize)
	return b
}

func TestScopeForKey(t *testing.T) {
	for _, tc := range []struct{ key, scope, name string }{
		{"model.encoder.layers.0.fc1.weight", "/model/encoder/layers/0/fc1", "weight"},
		{"final_logits_bias", "/", "final_logits_bias"},
		{"a.b", "/a", "b"},
	} {
		if s, n := ScopeForKey(tc.key); s != tc.scope || n != tc.name {
			t.Errorf("ScopeForKey(%q) = %q, %q", tc.key, s, n)
		}
	}
}

// TestSinusoidalTableMatchesHF compares with the table HF's
// PegasusSinusoidalPositionalEmbedding built for the tiny fixture.
func TestSinusoidalTableMatchesHF(t *testing.T) {
	f, err := checkpoints.OpenSafetensors("../../testdata/pegasus/tiny_random/fixtures.safetensors")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tt, err := f.Read("sinusoidal_positions_f32", dtypes.Float32)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := tensors.CopyFlatData[float32](tt)
	if got := SinusoidalTable(64, 16); !slices.Equal(got, want) {
		t.Errorf("table differs from HF's")
	}
	// Odd widths put the extra column on the sin side, as HF does.
	odd := SinusoidalTable(3, 5)
	if odd[5*2+0] != float32(math.Sin(2)) || odd[5*2+3] != float32(math.Cos(2)) {
		t.Errorf("odd-width row 2 = %v", odd[10:15])
	}
}

// newStore returns a store with the given variables (key → flat values
// and shape).
func newStore(t *testing.T, vars map[string][]float32, shapes map[string][]int) *model.Store {
	t.Helper()
	s := model.NewStore()
	for k, v := range vars {
		scope, name := ScopeForKey(k)
		if _, err := s.Scope(scope).CreateVariable(name, tensors.FromFlatDataAndDimensions(v, shapes[k]...)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func randoms(r *rand.Rand, n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(r.NormFloat64())
	}
	return v
}

func TestLayerNormMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	x := randoms(r, 3*8)
	for i := range x {
		x[i] = x[i]*0.01 + 100 // large mean, small variance
	}
	w, b := randoms(r, 8), randoms(r, 8)
	store := newStore(t, map[string][]float32{"ln.weight": w, "ln.bias": b}, map[string][]int{"ln.weight": {8}, "ln.bias": {8}})
	got, err := model.CallOnce(backend(t), store, func(root *model.Scope, x *Node) *Node {
		return LayerNorm(root.At("ln"), x, LayerNormEpsilon)
	}, tensors.FromFlatDataAndDimensions(x, 3, 8))
	if err != nil {
		t.Fatal(err)
	}
	gv, _ := tensors.CopyFlatData[float32](got)
	for row := range 3 {
		xs := x[row*8 : row*8+8]
		var mean, vr float64
		for _, v := range xs {
			mean += float64(v) / 8
		}
		for _, v := range xs {
			vr += (float64(v) - mean) * (float64(v) - mean) / 8
		}
		for j, v := range xs {
			want := (float64(v)-mean)/math.Sqrt(vr+LayerNormEpsilon)*float64(w[j]) + float64(b[j])
			if d := math.Abs(float64(gv[row*8+j]) - want); d > 2e-3*math.Max(1, math.Abs(want)) {
				t.Errorf("[%d,%d] = %v, want %v", row, j, gv[row*8+j], want)
			}
		}
	}
}

// TestAttendGroupedEqualsExpanded: queries grouped over shared keys give
// the same result as keys copied per query row, with a padding mask.
func TestAttendGroupedEqualsExpanded(t *testing.T) {
	const d, heads, lk = 8, 2, 5
	r := rand.New(rand.NewPCG(3, 4))
	vars, shp := map[string][]float32{}, map[string][]int{}
	for _, p := range []string{"q_proj", "k_proj", "v_proj", "out_proj"} {
		vars["attn."+p+".weight"], shp["attn."+p+".weight"] = randoms(r, d*d), []int{d, d}
		vars["attn."+p+".bias"], shp["attn."+p+".bias"] = randoms(r, d), []int{d}
	}
	store := newStore(t, vars, shp)
	mem := tensors.FromFlatDataAndDimensions(randoms(r, 2*lk*d), 2, lk, d) // 2 sources
	query := tensors.FromFlatDataAndDimensions(randoms(r, 6*1*d), 6, 1, d) // 3 beams each
	mask := tensors.FromFlatDataAndDimensions([]int32{1, 1, 1, 0, 0, 1, 1, 1, 1, 1}, 2, lk)
	b := backend(t)
	grouped, err := model.CallOnce(b, store, func(root *model.Scope, mem, q, mask *Node) *Node {
		a := Attention{Scope: root.At("attn"), NumHeads: heads}
		k, v := a.KeyValue(mem)
		return a.Attend(a.Query(q), k, v, KeyPaddingVisible(mask))
	}, mem, query, mask)
	if err != nil {
		t.Fatal(err)
	}
	expanded, err := model.CallOnce(b, store, func(root *model.Scope, mem, q, mask *Node) *Node {
		a := Attention{Scope: root.At("attn"), NumHeads: heads}
		rows := Const(mem.Graph(), []int32{0, 0, 0, 1, 1, 1})
		mem, mask = ReorderRows(mem, rows), ReorderRows(mask, rows)
		k, v := a.KeyValue(mem)
		return a.Attend(a.Query(q), k, v, KeyPaddingVisible(mask))
	}, mem, query, mask)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := tensors.CopyFlatData[float32](grouped)
	e, _ := tensors.CopyFlatData[float32](expanded)
	for i := range g {
		if math.Abs(float64(g[i]-e[i])) > 1e-5 {
			t.Fatalf("grouped[%d] = %v, expanded %v", i, g[i], e[i])
		}
	}
	// Masked keys must not matter: change them and expect the same output.
	memData, _ := tensors.CopyFlatData[float32](mem)
	for j := 3; j < 5; j++ {
		for c := range d {
			memData[j*d+c] += 50
		}
	}
	changed, err := model.CallOnce(b, store, func(root *model.Scope, mem, q, mask *Node) *Node {
		a := Attention{Scope: root.At("attn"), NumHeads: heads}
		k, v := a.KeyValue(mem)
		return a.Attend(a.Query(q), k, v, KeyPaddingVisible(mask))
	}, tensors.FromFlatDataAndDimensions(memData, 2, lk, d), query, mask)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := tensors.CopyFlatData[float32](changed)
	for i := range 3 * d { // source 0's rows
		if c[i] != g[i] {
			t.Fatalf("masked keys changed output %d: %v vs %v", i, c[i], g[i])
		}
	}
}

func TestMasks(t *testing.T) {
	b := backend(t)
	pv, err := ExecOnce(b, func(pos *Node) *Node { return PositionVisible(pos, 4) }, tensors.FromScalar(int32(1)))
	if err != nil {
		t.Fatal(err)
	}
	if got := pv.Value().([][][]bool); !slices.Equal(got[0][0], []bool{true, true, false, false}) {
		t.Errorf("PositionVisible = %v", got)
	}
	cv, err := ExecOnce(b, func(g *Graph) *Node { return CausalVisible(g, 2, 3, 1) })
	if err != nil {
		t.Fatal(err)
	}
	got2 := cv.Value().([][][]bool)[0]
	if !slices.Equal(got2[0], []bool{true, true, false}) || !slices.Equal(got2[1], []bool{true, true, true}) {
		t.Errorf("CausalVisible = %v", got2)
	}
}

func TestReducedAsFloat32(t *testing.T) {
	for _, tc := range []struct {
		backend, arch string
		avx512, want  bool
	}{
		{"go", "amd64", false, true},
		{"go", "amd64", true, false},
		{"go", "arm64", false, false},
		{"xla", "amd64", false, false},
	} {
		if got := reducedAsFloat32(tc.backend, tc.arch, tc.avx512); got != tc.want {
			t.Errorf("reducedAsFloat32(%q, %q, %v) = %v, want %v", tc.backend, tc.arch, tc.avx512, got, tc.want)
		}
	}
}
