//go:build unix

package eval

import (
	"syscall"
	"time"
)

// processCPU returns the user+system CPU time of the process so far; the
// benchmarks report it because wall time is meaningless on a shared,
// overloaded machine.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
