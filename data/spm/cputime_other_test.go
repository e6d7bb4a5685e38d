//go:build !unix

package spm

import "time"

// processCPUTime is not available here; benchmarks skip the CPU metric.
func processCPUTime() time.Duration { return 0 }
