//go:build !unix

package cputime

import "time"

// Process returns 0: the CPU time is not measured on this platform, and
// benchmarks then leave out their per-CPU-second metrics.
func Process() time.Duration { return 0 }
