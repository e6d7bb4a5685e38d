package bench

import (
	"context"
	"fmt"
	"time"
)

// Work is what one repetition of a workload did.
type Work struct {
	// Tokens and Sentences processed.
	Tokens, Sentences int64
	// FLOPs is the analytic model work (0 for workloads without a model).
	FLOPs float64
	// Check is the workload's agreement value (see Result.Check).
	Check float64
}

// A Workload is a prepared benchmark: its data and model are ready and Run
// does one repetition of the measured work. Every repetition must do the
// same work.
type Workload interface {
	Run(ctx context.Context) (Work, error)
}

// Measure runs w once untimed (the warm-up: its duration is reported as
// CompileSeconds), then reps times timed, and fills res with the timing,
// throughput, FLOP and peak-memory figures. res.MatmulFLOPS, when set, gives
// the utilization. Peak memory covers the calls since the last
// ResetPeakRSS.
func Measure(ctx context.Context, w Workload, reps int, res *Result) error {
	if reps < 1 {
		return fmt.Errorf("bench: %s: need at least one repetition, got %d", res.Workload, reps)
	}
	start := time.Now()
	first, err := w.Run(ctx)
	if err != nil {
		return fmt.Errorf("bench: %s: warm-up: %w", res.Workload, err)
	}
	res.CompileSeconds = time.Since(start).Seconds()

	times := make([]time.Duration, reps)
	for i := range times {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("bench: %s: %w", res.Workload, err)
		}
		start := time.Now()
		work, err := w.Run(ctx)
		times[i] = time.Since(start)
		if err != nil {
			return fmt.Errorf("bench: %s: repetition %d: %w", res.Workload, i+1, err)
		}
		if work.Tokens != first.Tokens || work.Sentences != first.Sentences {
			return fmt.Errorf("bench: %s: repetition %d did different work (%d tokens, %d sentences) from the warm-up (%d, %d)",
				res.Workload, i+1, work.Tokens, work.Sentences, first.Tokens, first.Sentences)
		}
	}
	res.Reps = reps
	res.Seconds = Summarize(times)
	res.TokensPerRep = first.Tokens
	res.SentencesPerRep = first.Sentences
	res.Check = first.Check
	if med := res.Seconds.Median; med > 0 {
		res.TokensPerSec = float64(first.Tokens) / med
		res.SentencesPerSec = float64(first.Sentences) / med
		if first.FLOPs > 0 {
			res.AchievedFLOPS = first.FLOPs / med
		}
	}
	if first.FLOPs > 0 && first.Tokens > 0 {
		res.FLOPsPerToken = first.FLOPs / float64(first.Tokens)
	}
	if res.MatmulFLOPS > 0 && res.AchievedFLOPS > 0 {
		res.Utilization = res.AchievedFLOPS / res.MatmulFLOPS
	}
	if peak, err := PeakRSS(); err == nil {
		res.PeakRSSBytes = peak
	}
	return nil
}
