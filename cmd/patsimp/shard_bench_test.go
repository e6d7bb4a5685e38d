package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// BenchmarkParaphraseShards paraphrases 256 id lines with the tiny Pegasus
// test checkpoint (beam 4, batch 8) as 1 or 2 shard processes running at
// once, each started like a cluster task (process start, model load and
// graph compilation included). It reports sentences per second of wall
// time and CPU milliseconds per sentence summed over the processes: on an
// idle machine with ≥ 2 cores, 2 processes should approach twice the
// sentences/s of 1 at about the same CPU per sentence.
func BenchmarkParaphraseShards(b *testing.B) {
	const n = 256
	dir := b.TempDir()
	var lines []string
	for i := range n {
		lines = append(lines, fmt.Sprintf("%d %d %d %d 1", 4+i%50, 9+(7*i)%100, 20+(3*i)%90, 5+(11*i)%80))
	}
	in := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	for _, procs := range []int{1, 2} {
		b.Run(fmt.Sprintf("processes=%d", procs), func(b *testing.B) {
			var wall, cpu time.Duration
			for i := 0; i < b.N; i++ {
				start := time.Now()
				var outs []string
				cmds := make([]interface{ Wait() error }, 0, procs)
				var states []func() time.Duration
				for k := 1; k <= procs; k++ {
					out := filepath.Join(dir, fmt.Sprintf("run%d-%d-%d.tsv", procs, i, k))
					outs = append(outs, out)
					args := []string{"paraphrase", "--model", tinyTrained, "--in", in, "--out", out, "--ids", "--beams", "4", "--max-len", "16", "--batch", "8"}
					if procs > 1 {
						args = append(args, "--shard", fmt.Sprintf("%d/%d", k, procs))
					}
					c := startChild(b, args...)
					cmds = append(cmds, c)
					states = append(states, func() time.Duration { return c.ProcessState.UserTime() + c.ProcessState.SystemTime() })
				}
				for k, c := range cmds {
					if err := c.Wait(); err != nil {
						b.Fatalf("shard %d/%d: %v", k+1, procs, err)
					}
					cpu += states[k]()
				}
				wall += time.Since(start)
				got := 0
				for _, o := range outs {
					got += lineCount(o)
				}
				if got != n {
					b.Fatalf("%d output lines, want %d", got, n)
				}
			}
			b.ReportMetric(float64(n*b.N)/wall.Seconds(), "sentences/s")
			b.ReportMetric(float64(cpu.Milliseconds())/float64(n*b.N), "cpu-ms/sentence")
		})
	}
}
