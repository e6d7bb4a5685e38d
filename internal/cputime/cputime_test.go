package cputime

import (
	"runtime"
	"testing"
)

func TestProcessAdvancesWithWork(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("not measured on this platform")
	}
	start := Process()
	x := 0
	for i := 0; i < 50_000_000; i++ {
		x += i % 7
	}
	if x < 0 || Process() <= start {
		t.Fatalf("CPU time did not advance: %v then %v", start, Process())
	}
}
