//go:build unix

package depparse

import (
	"syscall"
	"time"
)

// processCPUTime returns the user+system CPU time used by this process, so
// benchmarks can report throughput per CPU second, which does not depend
// on how busy a shared machine is.
func processCPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
