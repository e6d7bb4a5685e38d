package silver

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/patsimp/patsimp/internal/ordered"
)

// StepReport is one filter's line of the report, like a row of the paper's
// Table 4.
type StepReport struct {
	Name     string `json:"name"`
	Rule     string `json:"rule"`
	Removed  int    `json:"removed"`
	Examples []Pair `json:"examples"`
}

// Report summarises a filtering run.
type Report struct {
	Method string `json:"method"`
	// Read counts the pairs read (bad lines excluded).
	Read int `json:"read"`
	// BadLines counts the input lines skipped as malformed (--skip-bad);
	// BadExamples holds the first few of their errors.
	BadLines    int          `json:"bad_lines"`
	BadExamples []string     `json:"bad_examples,omitempty"`
	Steps       []StepReport `json:"steps"`
	Kept        int          `json:"kept"`
	Notes       []string     `json:"notes,omitempty"`
}

// maxBadExamples bounds Report.BadExamples.
const maxBadExamples = 10

// NewReport returns an empty report with one step per filter.
func NewReport(method string, filters []Filter) *Report {
	rep := &Report{Method: method}
	for _, f := range filters {
		rep.Steps = append(rep.Steps, StepReport{Name: f.Name(), Rule: f.Describe(), Examples: []Pair{}})
	}
	return rep
}

// Pipeline applies filters in order to a stream of pairs: a pair is
// counted against the first filter that removes it.
type Pipeline struct {
	Filters []Filter
	// Workers is the number of goroutines evaluating filters; 0 means
	// GOMAXPROCS.
	Workers int
	// Examples is the number of removed pairs kept per step in the report;
	// 0 means 2, as in the paper's Table 4.
	Examples int
	// BatchSize is the number of pairs handed to a worker at once; 0 means
	// 512, or more when a filter asks for more (BatchSizer).
	BatchSize int
}

// Verdict returns the index of the first filter that removes p, or -1 when
// p passes them all.
func (pl *Pipeline) Verdict(p Pair) (int, error) {
	for i, f := range pl.Filters {
		ok, err := f.Keep(p)
		if err != nil {
			return 0, fmt.Errorf("filter %s: %w", f.Name(), err)
		}
		if !ok {
			return i, nil
		}
	}
	return -1, nil
}

// Verdicts returns Verdict for each pair, applying each filter to the
// pairs still alive as one batch (BatchFilter) or one by one.
func (pl *Pipeline) Verdicts(pairs []Pair) ([]int, error) {
	v := make([]int, len(pairs))
	alive := make([]int, len(pairs))
	for i := range v {
		v[i] = -1
		alive[i] = i
	}
	sub := make([]Pair, 0, len(pairs))
	for fi, f := range pl.Filters {
		if len(alive) == 0 {
			break
		}
		var keep []bool
		if bf, ok := f.(BatchFilter); ok {
			sub = sub[:0]
			for _, i := range alive {
				sub = append(sub, pairs[i])
			}
			var err error
			if keep, err = bf.KeepBatch(sub); err != nil {
				return nil, fmt.Errorf("filter %s: %w", f.Name(), err)
			}
		} else {
			keep = make([]bool, len(alive))
			for k, i := range alive {
				ok, err := f.Keep(pairs[i])
				if err != nil {
					return nil, fmt.Errorf("filter %s: pair %q: %w", f.Name(), pairs[i].ID, err)
				}
				keep[k] = ok
			}
		}
		next := alive[:0]
		for k, i := range alive {
			if keep[k] {
				next = append(next, i)
			} else {
				v[i] = fi
			}
		}
		alive = next
	}
	return v, nil
}

type batch struct {
	pairs    []Pair
	verdicts []int
	pos      Position
	skipped  []*LineError
	readErr  error
	err      error
}

// batchSize is BatchSize, or 512 raised to the largest PreferredBatch of
// the filters.
func (pl *Pipeline) batchSize() int {
	if pl.BatchSize > 0 {
		return pl.BatchSize
	}
	size := 512
	for _, f := range pl.Filters {
		if bs, ok := f.(BatchSizer); ok {
			size = max(size, bs.PreferredBatch())
		}
	}
	return size
}

// Process reads every pair from r, passes the kept ones to keep in input
// order, and accumulates counts in rep (made by NewReport with the same
// filters). After each batch it calls checkpoint (when not nil) with the
// reader position just after that batch; rep is then consistent with
// everything before that position.
func (pl *Pipeline) Process(ctx context.Context, r PairReader, rep *Report, keep func(Pair) error, checkpoint func(Position) error) error {
	if len(rep.Steps) != len(pl.Filters) {
		return fmt.Errorf("report has %d steps for %d filters", len(rep.Steps), len(pl.Filters))
	}
	size := pl.batchSize()
	examples := pl.Examples
	if examples <= 0 {
		examples = 2
	}
	reported := 0
	next := func() (*batch, bool, error) {
		b := &batch{pairs: make([]Pair, 0, size)}
		for len(b.pairs) < size {
			p, err := r.Read()
			if err != nil {
				if !errors.Is(err, io.EOF) {
					b.readErr = err
				}
				break
			}
			b.pairs = append(b.pairs, p)
		}
		b.pos = r.Position()
		all := r.Skipped()
		b.skipped = all[reported:]
		reported = len(all)
		return b, b.readErr != nil || len(b.pairs) < size, nil
	}
	work := func(b *batch) { b.verdicts, b.err = pl.Verdicts(b.pairs) }
	emit := func(b *batch) error {
		if b.err != nil {
			return b.err
		}
		for i, p := range b.pairs {
			rep.Read++
			v := b.verdicts[i]
			if v < 0 {
				if err := keep(p); err != nil {
					return err
				}
				rep.Kept++
				continue
			}
			st := &rep.Steps[v]
			st.Removed++
			if len(st.Examples) < examples {
				st.Examples = append(st.Examples, p)
			}
		}
		for _, le := range b.skipped {
			rep.BadLines++
			if len(rep.BadExamples) < maxBadExamples {
				rep.BadExamples = append(rep.BadExamples, le.Error())
			}
		}
		if b.readErr != nil {
			return b.readErr
		}
		if checkpoint != nil {
			return checkpoint(b.pos)
		}
		return nil
	}
	return ordered.Map(ctx, pl.Workers, next, work, emit)
}
