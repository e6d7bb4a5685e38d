package train

import (
	"context"
	"testing"

	"github.com/patsimp/patsimp/models/access"
)

// smallPairs is how many of the bundled ASSET pairs smallRun trains on:
// few enough that 200 updates make several epochs (6), so the loss keeps
// falling below the plateau near the unigram entropy that one epoch of
// short batches reaches.
const smallPairs = 50

// smallRun returns a configuration that trains the real small architecture
// (access.Small: 3+3 layers, d 256, FFN 1024, 4 heads) on the first
// smallPairs bundled ASSET valid pairs with the bundled 1000-piece
// vocabulary (the only part shrunk) and short batches, validating greedily
// on 4 sentences.
func smallRun(t *testing.T, dir string) Config {
	t.Helper()
	c := tinyRun(t, dir)
	c.Model = access.Small()
	c.Train = &Corpus{Complex: c.Train.Complex[:smallPairs], Simple: c.Train.Simple[:smallPairs]}
	o := &c.Options
	o.Schedule = Schedule{Kind: "inverse_sqrt", Peak: 1e-3, Warmup: 10}
	o.MaxTokens = 96
	o.LogEvery = 5
	o.ValidEvery = 20
	o.ValidSentences = 4
	o.ValidBeams = 1
	o.Patience = 0
	return c
}

// meanY is the mean of the logged losses rows.Loss[from:to].
func meanY(rows LogSeries, from, to int) float64 {
	sum := 0.0
	for _, p := range rows.Loss[from:to] {
		sum += p.Y
	}
	return sum / float64(to-from)
}

// TestTrainSmall is issue 7's acceptance run on the small configuration:
// 200 updates on the pure-Go backend must lower the loss substantially and
// log real validation SARI; a run interrupted after its checkpoint at
// update 20 and resumed must log the uninterrupted run's losses; and a
// run with patience 1 must stop early.
func TestTrainSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("trains the small model for a few hundred updates")
	}
	const updates = 200
	full := t.TempDir()
	c := smallRun(t, full)
	c.Options.MaxUpdates = updates
	res, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	a := readLog(t, full)
	if res.Updates != updates || len(a.Loss) != updates/c.Options.LogEvery {
		t.Fatalf("ran %d updates (%s) with %d loss rows", res.Updates, res.Stopped, len(a.Loss))
	}
	// Loss per target token: mean of the first 3 rows (updates 1–15)
	// against the last 3 (186–200).
	n := len(a.Loss)
	first, last := meanY(a, 0, 3), meanY(a, n-3, n)
	if !(last < 0.8*first) {
		t.Errorf("mean loss went from %.3f to %.3f, want a fall of 20%%+", first, last)
	}
	if len(a.SARI) < updates/c.Options.ValidEvery {
		t.Errorf("%d validation rows, want at least %d", len(a.SARI), updates/c.Options.ValidEvery)
	}
	for _, p := range a.SARI {
		if !(p.Y > 0 && p.Y < 100) {
			t.Errorf("validation SARI %v at update %v", p.Y, p.X)
		}
	}
	t.Logf("%+v; mean loss %.3f → %.3f; SARI %v", res, first, last, a.SARI)

	t.Run("resume", func(t *testing.T) {
		const cutAt, resumeTo = 22, 30
		c := smallRun(t, t.TempDir())
		c.Options.MaxUpdates = updates
		// The cut comes after the checkpoint at update 20.
		b := interruptAndResume(t, c, cutAt, resumeTo)
		if len(b.Loss) != resumeTo/c.Options.LogEvery {
			t.Fatalf("resumed log has %d loss rows, want %d", len(b.Loss), resumeTo/c.Options.LogEvery)
		}
		sameLosses(t, a, b)
		if len(b.SARI) == 0 || b.SARI[0] != a.SARI[0] {
			t.Errorf("first validation: uninterrupted %v, resumed %v", a.SARI, b.SARI)
		}
	})

	t.Run("early stopping", func(t *testing.T) {
		const limit = 100
		c := smallRun(t, t.TempDir())
		c.Options.MaxUpdates = limit
		c.Options.ValidEvery = 5
		c.Options.Patience = 1
		res, err := Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		// Patience 1 stops at the first validation that does not beat
		// the best, at most one validation interval after it.
		gap := res.Updates - res.BestUpdate
		if res.Stopped != "patience" || res.Updates >= limit || gap <= 0 || gap > c.Options.ValidEvery {
			t.Errorf("%+v: want a stop for patience one validation after the best", res)
		}
		t.Logf("%+v", res)
	})
}
