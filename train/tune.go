package train

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/models/access"
)

// Range is the search interval of one control feature, searched in steps of
// 0.05 (ACCESS's bucket width).
type Range struct {
	// Feature is the control feature searched.
	Feature controls.Feature
	// Min and Max bound its values (inclusive).
	Min, Max float64
}

// DefaultRanges are the intervals ACCESS's parameter search used: ratios
// that shorten or keep from 0.40 to 1.00, and word rank and depth, which
// may also grow, up to 1.40.
var DefaultRanges = []Range{
	{controls.LengthRatio, 0.40, 1.00},
	{controls.Levenshtein, 0.40, 1.00},
	{controls.WordRankRatio, 0.40, 1.40},
	{controls.DependencyTreeDepthRatio, 0.40, 1.40},
}

// TuneOptions configure Tune.
type TuneOptions struct {
	// Budget is the number of control settings evaluated.
	Budget int
	// Method is "random" (uniform over the 0.05 grid of each range) or
	// "grid" (a regular grid with Step, visited in a seeded random order,
	// and cut at Budget).
	Method string
	// Step is the grid spacing for Method "grid" (a multiple of 0.05).
	Step float64
	// Seed drives the sampling.
	Seed uint64
	// Beams is the beam width used to decode the validation set.
	Beams int
	// NoRepeatNgram, KnownWords, Verbatim and NoLoops are decoding options
	// of the validation set (access.Options), so that the search scores the
	// decoding the controls will be used with.
	NoRepeatNgram int
	KnownWords    eval.PrefixLexicon
	Verbatim      bool
	NoLoops       bool
	// Ranges override DefaultRanges for the features they name.
	Ranges []Range
	// Done lists settings already evaluated (a resumed search): they are
	// skipped but count towards the budget and the best.
	Done []Trial
	// OnTrial is called after each evaluation (to log or checkpoint it).
	OnTrial func(Trial) error
	// Restart makes TuneCheckpoint discard an unfinished search of another
	// validation set, checkpoint or settings instead of refusing it;
	// RestartFlag names the option that sets it (default "--restart").
	Restart     bool
	RestartFlag string
}

// Trial is one evaluated control setting.
type Trial struct {
	// Controls are the values decoded with.
	Controls controls.Values
	// SARI is the corpus SARI of the validation set.
	SARI float64
}

// Candidates returns the settings Tune evaluates for features, in order.
func Candidates(features []controls.Feature, o TuneOptions) ([]controls.Values, error) {
	ranges := map[controls.Feature]Range{}
	for _, r := range DefaultRanges {
		ranges[r.Feature] = r
	}
	for _, r := range o.Ranges {
		ranges[r.Feature] = r
	}
	grids := make([][]float64, len(features))
	step := 0.05
	if o.Method == "grid" {
		step = o.Step
		if step < 0.05 {
			return nil, fmt.Errorf("tune: grid step %v: must be at least 0.05", step)
		}
	} else if o.Method != "random" {
		return nil, fmt.Errorf("tune: method %q: want random or grid", o.Method)
	}
	total := 1
	for i, f := range features {
		r, ok := ranges[f]
		if !ok || r.Max < r.Min {
			return nil, fmt.Errorf("tune: no valid range for %s", f)
		}
		for k := 0; ; k++ {
			v := controls.Bucket(r.Min + float64(k)*step)
			if v > r.Max+1e-9 {
				break
			}
			grids[i] = append(grids[i], v)
		}
		total *= len(grids[i])
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x5eed))
	seen := map[string]bool{}
	var out []controls.Values
	add := func(idx []int) {
		var v controls.Values
		for i, f := range features {
			v.Set(f, grids[i][idx[i]])
		}
		if key := v.String(); !seen[key] {
			seen[key] = true
			out = append(out, v)
		}
	}
	if o.Method == "grid" {
		for _, n := range rng.Perm(total) {
			idx := make([]int, len(features))
			for i := range features {
				idx[i] = n % len(grids[i])
				n /= len(grids[i])
			}
			add(idx)
			if len(out) == o.Budget {
				break
			}
		}
		return out, nil
	}
	for tries := 0; len(out) < min(o.Budget, total) && tries < 100*o.Budget; tries++ {
		idx := make([]int, len(features))
		for i := range features {
			idx[i] = rng.IntN(len(grids[i]))
		}
		add(idx)
	}
	return out, nil
}

// Tune searches control values that maximise corpus SARI of simp on valid
// and returns the best setting with every trial.
func Tune(ctx context.Context, simp *access.Simplifier, valid *Corpus, o TuneOptions) (Trial, []Trial, error) {
	if o.Budget < 1 {
		return Trial{}, nil, fmt.Errorf("tune: budget %d: must be at least 1", o.Budget)
	}
	cands, err := Candidates(simp.Features, o)
	if err != nil {
		return Trial{}, nil, err
	}
	done := map[string]Trial{}
	for _, t := range o.Done {
		done[t.Controls.String()] = t
	}
	refs := valid.Refs()
	best := Trial{SARI: -1}
	var trials []Trial
	for _, c := range cands {
		t, ok := done[c.String()]
		if !ok {
			sys, err := simp.Simplify(ctx, valid.Complex, c, access.Options{Beams: o.Beams, Batch: 64, NoRepeatNgram: o.NoRepeatNgram, KnownWords: o.KnownWords,
				Verbatim: o.Verbatim, NoLoops: o.NoLoops})
			if err != nil {
				return best, trials, fmt.Errorf("tune: decoding with %s: %w", c, err)
			}
			score, err := eval.CorpusSARI(valid.Complex, sys, refs, eval.SARIOptions{})
			if err != nil {
				return best, trials, err
			}
			t = Trial{Controls: c, SARI: score.SARI}
			if o.OnTrial != nil {
				if err := o.OnTrial(t); err != nil {
					return best, trials, err
				}
			}
		}
		trials = append(trials, t)
		if t.SARI > best.SARI {
			best = t
		}
	}
	return best, trials, nil
}
