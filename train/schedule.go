package train

import (
	"fmt"
	"math"
)

// Schedule is a learning-rate schedule: linear warm-up from WarmupInit to
// Peak over Warmup updates, then either constant ("fixed", fairseq's fixed
// scheduler with warm-up, which ACCESS used) or decaying with the inverse
// square root of the update number ("inverse_sqrt").
type Schedule struct {
	Kind       string  `json:"kind"`
	Peak       float64 `json:"peak"`
	Warmup     int     `json:"warmup"`
	WarmupInit float64 `json:"warmup_init"`
}

// Validate checks the schedule's fields.
func (s Schedule) Validate() error {
	if s.Kind != "fixed" && s.Kind != "inverse_sqrt" {
		return fmt.Errorf("learning-rate schedule %q: want fixed or inverse_sqrt", s.Kind)
	}
	if !(s.Peak > 0) || math.IsInf(s.Peak, 0) || s.Warmup < 0 || s.WarmupInit < 0 {
		return fmt.Errorf("learning-rate schedule: peak %v, warm-up %d, warm-up init %v: need peak > 0 and no negatives", s.Peak, s.Warmup, s.WarmupInit)
	}
	return nil
}

// At returns the learning rate for update number step (1-based).
func (s Schedule) At(step int) float64 {
	if step < 1 {
		step = 1
	}
	if s.Warmup > 0 && step <= s.Warmup {
		return s.WarmupInit + (s.Peak-s.WarmupInit)*float64(step)/float64(s.Warmup)
	}
	if s.Kind == "inverse_sqrt" {
		return s.Peak * math.Sqrt(float64(max(s.Warmup, 1))/float64(step))
	}
	return s.Peak
}
