package pegasus

import (
	"fmt"
	"path"
	"strings"

	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
)

// layerScope is the scope of a layer template's variables.
const layerScope = "layer"

// layerTemplate holds the weights of one encoder or decoder layer under
// layerScope, in a store of its own. A per-layer graph is compiled once
// against it and executed for each layer after use points the template's
// variables at that layer's tensors (no copy: the tensors stay those of
// the model's store).
type layerTemplate struct {
	store  *model.Store
	vars   []*model.Variable   // the template's variables
	values [][]*tensors.Tensor // per layer, the tensor of each of vars
}

// newLayerTemplate builds the template of the n layers of side ("encoder"
// or "decoder") of the model's store src, whose variables are under
// /model/SIDE/layers/I/.
func newLayerTemplate(src *model.Store, side string, n int) (*layerTemplate, error) {
	if n < 1 {
		return nil, fmt.Errorf("pegasus: the %s has no layers", side)
	}
	base := func(i int) string {
		return model.JoinPath(model.RootScopePath, "model", side, "layers", fmt.Sprint(i))
	}
	t := &layerTemplate{store: model.NewStore(), values: make([][]*tensors.Tensor, n)}
	for v := range src.Scope(base(0)).IterVariables() {
		rel := strings.TrimPrefix(v.Path(), base(0)) // "/self_attn/q_proj/kernel"
		value, err := v.Value()
		if err != nil {
			return nil, fmt.Errorf("pegasus: %s: %w", v.Path(), err)
		}
		dir, name := path.Split(rel)
		tv, err := t.store.Scope(model.JoinPath(model.RootScopePath, layerScope, dir)).CreateVariable(name, value)
		if err != nil {
			return nil, fmt.Errorf("pegasus: %s layer template: %w", side, err)
		}
		t.vars = append(t.vars, tv)
		for i := range n {
			lv := src.GetVariable(base(i) + rel)
			if lv == nil {
				return nil, fmt.Errorf("pegasus: %s layer %d lacks %s, which layer 0 has", side, i, rel)
			}
			lt, err := lv.Value()
			if err != nil {
				return nil, fmt.Errorf("pegasus: %s: %w", lv.Path(), err)
			}
			if !lt.Shape().Equal(value.Shape()) {
				return nil, fmt.Errorf("pegasus: %s has shape %s, layer 0's %s", lv.Path(), lt.Shape(), value.Shape())
			}
			t.values[i] = append(t.values[i], lt)
		}
	}
	if len(t.vars) == 0 {
		return nil, fmt.Errorf("pegasus: no weights under %s", base(0))
	}
	return t, nil
}

// use points the template's variables at layer i's tensors.
func (t *layerTemplate) use(i int) error {
	for j, v := range t.vars {
		if err := v.SetValuePreservingOld(t.values[i][j]); err != nil {
			return fmt.Errorf("pegasus: layer template: %w", err)
		}
	}
	return nil
}
