//go:build unix

package spm

import (
	"syscall"
	"time"
)

// processCPUTime returns the user+system CPU time of the process, so that
// benchmarks on a shared, loaded machine can report throughput per CPU
// second besides per wall-clock second.
func processCPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
