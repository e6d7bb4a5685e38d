package train

import (
	"fmt"
	"path/filepath"
	"reflect"
	"slices"

	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/checkpoints/store"
	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/models/access"
)

// WarmStart reads what a run initialised from the ACCESS checkpoint
// directory dir must share with it: the network configuration (vocabulary
// sizes included), the SentencePiece model and the control features. Pass
// them as Config.Model, Config.SPM and Options.Features, with Config.Init
// set to dir. Fine-tuning a general-domain model on in-domain pairs this
// way converges in a fraction of the updates of a random initialisation.
func WarmStart(dir string) (access.Config, *spm.Model, []string, error) {
	meta, err := access.ReadMeta(dir)
	if err != nil {
		return access.Config{}, nil, nil, fmt.Errorf("train: warm start: %w", err)
	}
	sp, err := spm.Load(filepath.Join(dir, access.VocabFile))
	if err != nil {
		return access.Config{}, nil, nil, fmt.Errorf("train: warm start: %w", err)
	}
	return meta.Model, sp, slices.Clone(meta.Features), nil
}

// loadInit loads the best weights of the checkpoint directory dir into s
// after checking that its network and features are the run's.
func loadInit(dir string, run access.Meta, s *model.Store) error {
	meta, err := access.ReadMeta(dir)
	if err != nil {
		return fmt.Errorf("train: warm start: %w", err)
	}
	if !reflect.DeepEqual(meta.Model, run.Model) {
		return fmt.Errorf("train: warm start from %s: its network %+v differs from this run's %+v", dir, meta.Model, run.Model)
	}
	if !sameFeatures(meta.Features, run.Features) {
		return fmt.Errorf("train: warm start from %s: its control features %v differ from this run's %v", dir, meta.Features, run.Features)
	}
	if _, err := store.Load(filepath.Join(dir, access.WeightsFile), s); err != nil {
		return fmt.Errorf("train: warm start: %w", err)
	}
	return nil
}

// sameFeatures compares feature lists by their canonical names.
func sameFeatures(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		fa, errA := controls.ParseFeature(a[i])
		fb, errB := controls.ParseFeature(b[i])
		if errA != nil || errB != nil || fa != fb {
			return false
		}
	}
	return true
}
