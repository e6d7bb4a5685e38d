package train

import (
	"errors"
	"fmt"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/models/access"
)

// Options are the training hyperparameters. They are saved in the output
// directory (train.json) and a resumed run uses the saved ones.
type Options struct {
	// Features are the control features prepended to sources, in the
	// user-facing names of controls.ParseFeature.
	Features []string `json:"features"`
	// Schedule is the learning-rate schedule.
	Schedule Schedule `json:"schedule"`
	// LabelSmoothing is ε of the label-smoothed cross-entropy.
	LabelSmoothing float64 `json:"label_smoothing"`
	// WeightDecay is Adam's decoupled weight decay (scaled by the
	// learning rate, as fairseq's Adam does).
	WeightDecay float64 `json:"weight_decay"`
	// ClipNorm clips the global gradient norm; 0 disables clipping.
	ClipNorm float64 `json:"clip_norm"`
	// AdamBeta1, AdamBeta2 and AdamEpsilon configure Adam.
	AdamBeta1   float64 `json:"adam_beta1"`
	AdamBeta2   float64 `json:"adam_beta2"`
	AdamEpsilon float64 `json:"adam_epsilon"`
	// MaxTokens is the token budget of a batch (rows × padded length).
	MaxTokens int `json:"max_tokens"`
	// MaxUpdates stops training after this many updates; 0: no limit.
	MaxUpdates int `json:"max_updates"`
	// MaxEpochs stops training after this many epochs; 0: no limit.
	MaxEpochs int `json:"max_epochs"`
	// ValidEvery validates (and checkpoints) every so many updates, on top
	// of the validation at the end of each epoch; 0: only per epoch.
	ValidEvery int `json:"valid_every"`
	// Patience stops training after this many validations without a new
	// best SARI; 0 disables early stopping.
	Patience int `json:"patience"`
	// ValidBeams is the beam width of validation decoding.
	ValidBeams int `json:"valid_beams"`
	// ValidControls are the control values used to decode the validation
	// set (ACCESS's inference targets by default).
	ValidControls string `json:"valid_controls"`
	// ValidSentences limits validation to the first so many sentences;
	// 0: all.
	ValidSentences int `json:"valid_sentences"`
	// LogEvery writes a CSV row every so many updates.
	LogEvery int `json:"log_every"`
	// Seed makes initialisation, dropout and data order reproducible.
	Seed uint64 `json:"seed"`
	// Init is the ACCESS checkpoint directory whose best weights started
	// the run (warm start; recorded for provenance), or "" for a random
	// initialisation.
	Init string `json:"init,omitempty"`
	// DType is the precision of the matrix products: "" (float32) or
	// "bfloat16" (access.Config.MatmulDType: bfloat16 products with float32
	// accumulation on float32 master weights).
	DType string `json:"dtype,omitempty"`
}

// DefaultOptions returns ACCESS's recipe: Adam (0.9, 0.999) with learning
// rate 1.1e-4 after 4000 warm-up updates (fixed schedule), label smoothing
// 0.54, weight decay 1e-4, clip-norm 0.1, 5000 tokens per batch, patience
// 20 validations with beam 2, controls LengthRatio, Levenshtein and
// WordRank.
func DefaultOptions() Options {
	return Options{
		Features:       []string{"WordRankRatio", "Levenshtein", "LengthRatio"},
		Schedule:       Schedule{Kind: "fixed", Peak: 1.1e-4, Warmup: 4000},
		LabelSmoothing: 0.54,
		WeightDecay:    1e-4,
		ClipNorm:       0.1,
		AdamBeta1:      0.9,
		AdamBeta2:      0.999,
		AdamEpsilon:    1e-8,
		MaxTokens:      5000,
		MaxEpochs:      100,
		Patience:       20,
		ValidBeams:     2,
		ValidControls:  access.DefaultControls,
		LogEvery:       10,
		Seed:           1,
	}
}

// FeatureList parses o.Features.
func (o Options) FeatureList() ([]controls.Feature, error) {
	out := make([]controls.Feature, 0, len(o.Features))
	for _, n := range o.Features {
		f, err := controls.ParseFeature(n)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// Validate reports inconsistent options.
func (o Options) Validate() error {
	var errs []error
	if _, err := o.FeatureList(); err != nil {
		errs = append(errs, err)
	}
	if err := o.Schedule.Validate(); err != nil {
		errs = append(errs, err)
	}
	if o.DType != "" && o.DType != "bfloat16" {
		errs = append(errs, fmt.Errorf("dtype %q: want float32 or bfloat16", o.DType))
	}
	if o.LabelSmoothing < 0 || o.LabelSmoothing >= 1 {
		errs = append(errs, fmt.Errorf("label smoothing %v: must be in [0, 1)", o.LabelSmoothing))
	}
	if o.WeightDecay < 0 || o.ClipNorm < 0 || o.AdamEpsilon <= 0 {
		errs = append(errs, fmt.Errorf("weight decay %v, clip norm %v, Adam epsilon %v: need ≥ 0, ≥ 0, > 0", o.WeightDecay, o.ClipNorm, o.AdamEpsilon))
	}
	if o.AdamBeta1 < 0 || o.AdamBeta1 >= 1 || o.AdamBeta2 < 0 || o.AdamBeta2 >= 1 {
		errs = append(errs, fmt.Errorf("Adam betas %v, %v: must be in [0, 1)", o.AdamBeta1, o.AdamBeta2))
	}
	if o.MaxTokens < 8 {
		errs = append(errs, fmt.Errorf("max tokens %d: must be at least 8", o.MaxTokens))
	}
	if o.MaxUpdates < 0 || o.MaxEpochs < 0 || o.ValidEvery < 0 || o.Patience < 0 || o.ValidSentences < 0 {
		errs = append(errs, errors.New("update, epoch, validation and patience limits must not be negative"))
	}
	if o.MaxUpdates == 0 && o.MaxEpochs == 0 && o.Patience == 0 {
		errs = append(errs, errors.New("no stopping rule: set max updates, max epochs or patience"))
	}
	if o.ValidBeams < 1 {
		errs = append(errs, fmt.Errorf("validation beams %d: must be at least 1", o.ValidBeams))
	}
	if o.LogEvery < 1 {
		errs = append(errs, fmt.Errorf("log every %d: must be at least 1", o.LogEvery))
	}
	if _, err := controls.ParseValues(o.ValidControls); err != nil {
		errs = append(errs, fmt.Errorf("validation controls: %w", err))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("training options: %w", err)
	}
	return nil
}
