package pegasus

import (
	"slices"
	"strings"
	"testing"

	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/models/backendtest"
)

// TestLayerTemplate checks that a template's variables point at each
// layer's own tensors after use, and the errors of malformed layers.
func TestLayerTemplate(t *testing.T) {
	// layerVars lists a layer's variables: scope (relative) and shape.
	type layerVar struct {
		scope, name string
		dims        []int
	}
	full := []layerVar{{"self_attn/q_proj", "kernel", []int{2, 3}}, {"self_attn/q_proj", "bias", []int{3}}, {"final_layer_norm", "weight", []int{3}}}
	build := func(t *testing.T, perLayer [][]layerVar) (*model.Store, [][]*tensors.Tensor) {
		t.Helper()
		store := model.NewStore()
		values := make([][]*tensors.Tensor, len(perLayer))
		for i, vars := range perLayer {
			for j, v := range vars {
				n := 1
				for _, d := range v.dims {
					n *= d
				}
				flat := make([]float32, n)
				for k := range flat {
					flat[k] = float32(100*i + 10*j + k)
				}
				value := tensors.FromFlatDataAndDimensions(flat, v.dims...)
				scope := model.JoinPath(model.RootScopePath, "model", "decoder", "layers", string(rune('0'+i)), v.scope)
				if _, err := store.Scope(scope).CreateVariable(v.name, value); err != nil {
					t.Fatal(err)
				}
				values[i] = append(values[i], value)
			}
		}
		return store, values
	}
	t.Run("use", func(t *testing.T) {
		store, values := build(t, [][]layerVar{full, full, full})
		tmpl, err := newLayerTemplate(store, "decoder", 3)
		if err != nil {
			t.Fatal(err)
		}
		if len(tmpl.vars) != len(full) {
			t.Fatalf("template has %d variables, want %d", len(tmpl.vars), len(full))
		}
		for _, layer := range []int{2, 0, 1} {
			if err := tmpl.use(layer); err != nil {
				t.Fatal(err)
			}
			for j, v := range full {
				tv := tmpl.store.GetVariable(model.JoinPath(model.RootScopePath, layerScope, v.scope, v.name))
				if tv == nil {
					t.Fatalf("template lacks %s/%s", v.scope, v.name)
				}
				got, err := tv.Value()
				if err != nil {
					t.Fatal(err)
				}
				if got != values[layer][j] {
					t.Errorf("after use(%d), %s/%s holds %v, want layer %d's %v", layer, v.scope, v.name, got, layer, values[layer][j])
				}
			}
		}
	})
	for _, tc := range []struct {
		name     string
		perLayer [][]layerVar
		n        int
		want     string
	}{
		{"no layers", nil, 0, "has no layers"},
		{"no weights", [][]layerVar{}, 1, "no weights under /model/decoder/layers/0"},
		{"missing", [][]layerVar{full, full[:2]}, 2, "decoder layer 1 lacks /final_layer_norm/weight"},
		{"shape", [][]layerVar{full, {full[0], {"self_attn/q_proj", "bias", []int{4}}, full[2]}}, 2, "/model/decoder/layers/1/self_attn/q_proj/bias has shape (Float32)[4], layer 0's (Float32)[3]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			store, _ := build(t, tc.perLayer)
			_, err := newLayerTemplate(store, "decoder", tc.n)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("newLayerTemplate = %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestPadColumns checks the zero columns padColumns adds and its errors.
func TestPadColumns(t *testing.T) {
	b := backendtest.Get(t, backendtest.Go)
	m := tensors.FromFlatDataAndDimensions([]float32{1, 2, 3, 4, 5, 6}, 2, 3)
	got, err := padColumns(b, m, 5)
	if err != nil {
		t.Fatal(err)
	}
	if want := []float32{1, 2, 3, 0, 0, 4, 5, 6, 0, 0}; !slices.Equal(tensors.MustCopyFlatData[float32](got), want) || !slices.Equal(got.Shape().Dimensions, []int{2, 5}) {
		t.Errorf("padColumns(2×3, 5) = %s %v, want [2 5] %v", got.Shape(), tensors.MustCopyFlatData[float32](got), want)
	}
	if same, err := padColumns(b, m, 3); err != nil || same != m {
		t.Errorf("padColumns(2×3, 3) = %p, %v; want the matrix itself", same, err)
	}
	for _, width := range []int{2, -1} {
		if _, err := padColumns(b, m, width); err == nil {
			t.Errorf("padColumns(2×3, %d) succeeded", width)
		}
	}
	if _, err := padColumns(b, tensors.FromFlatDataAndDimensions([]float32{1, 2}, 2), 4); err == nil {
		t.Error("padColumns of a vector succeeded")
	}
}
