package bench

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// PeakRSS returns the peak resident set size of this process in bytes
// (VmHWM in /proc/self/status). It fails where /proc is not available.
func PeakRSS() (int64, error) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, fmt.Errorf("bench: peak memory: %w", err)
	}
	return parseStatusField(data, "VmHWM", "/proc/self/status")
}

// ResetPeakRSS resets the kernel's peak RSS counter of this process (Linux
// 4.0 and later: "5" written to /proc/self/clear_refs), so the next PeakRSS
// measures from now. It reports whether the reset worked.
func ResetPeakRSS() bool {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
}

// parseStatusField returns the value of a "Name:  1234 kB" line of a
// /proc/<pid>/status file, in bytes. name is the file name for errors.
func parseStatusField(data []byte, field, name string) (int64, error) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for line := 1; sc.Scan(); line++ {
		key, rest, ok := strings.Cut(sc.Text(), ":")
		if !ok || key != field {
			continue
		}
		f := strings.Fields(rest)
		if len(f) != 2 || f[1] != "kB" {
			return 0, fmt.Errorf("bench: %s:%d: %s: want \"<number> kB\", got %q", name, line, field, strings.TrimSpace(rest))
		}
		kb, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil || kb < 0 || kb > 1<<53/1024 {
			return 0, fmt.Errorf("bench: %s:%d: %s: bad size %q", name, line, field, f[0])
		}
		return kb * 1024, nil
	}
	if err := sc.Err(); err != nil {
		return 0, fmt.Errorf("bench: %s: %w", name, err)
	}
	return 0, fmt.Errorf("bench: %s: no %s line", name, field)
}
