package corpus

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/patsimp/patsimp/data/uspto"

	"github.com/patsimp/patsimp/internal/cputime"
)

// reportCPU adds "MB/cpu-s" (and "sentences/cpu-s" when sentences > 0)
// for n iterations of size bytes that used cpu CPU time.
func reportCPU(b *testing.B, cpu time.Duration, size int64, sentences int) {
	if cpu <= 0 {
		return
	}
	b.ReportMetric(float64(size)*float64(b.N)/1e6/cpu.Seconds(), "MB/cpu-s")
	if sentences > 0 {
		b.ReportMetric(float64(sentences)/cpu.Seconds(), "sentences/cpu-s")
	}
}

// rawShared decompresses the bundled shared files into dir and returns
// their paths and total size.
func rawShared(b *testing.B) ([]string, int64) {
	b.Helper()
	files, _ := filepath.Glob(filepath.Join(sharedDir, "*.gz"))
	dir := b.TempDir()
	var paths []string
	var total int64
	for _, f := range files {
		gz, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			b.Fatal(err)
		}
		raw, err := io.ReadAll(zr)
		if err != nil {
			b.Fatal(err)
		}
		p := filepath.Join(dir, filepath.Base(f[:len(f)-3]))
		if err := os.WriteFile(p, raw, 0o644); err != nil {
			b.Fatal(err)
		}
		paths = append(paths, p)
		total += int64(len(raw))
	}
	return paths, total
}

// BenchmarkProcess runs the whole pipeline (read, extract, split, clean,
// de-duplicate) over the 25 MB of shared patent files.
func BenchmarkProcess(b *testing.B) {
	paths, total := rawShared(b)
	b.SetBytes(total)
	b.ResetTimer()
	kept := 0
	start, cpu := time.Now(), cputime.Process()
	for b.Loop() {
		rep, err := Process(context.Background(), paths, Options{}, func(Sentence) error { return nil })
		if err != nil {
			b.Fatal(err)
		}
		kept += rep.Kept
	}
	b.ReportMetric(float64(kept)/time.Since(start).Seconds(), "sentences/s")
	reportCPU(b, cputime.Process()-cpu, total, kept)
}

// BenchmarkRead only reads the Description paragraphs (data/uspto).
func BenchmarkRead(b *testing.B) {
	paths, total := rawShared(b)
	b.SetBytes(total)
	b.ResetTimer()
	cpu := cputime.Process()
	defer func() { reportCPU(b, cputime.Process()-cpu, total, 0) }()
	for b.Loop() {
		for _, p := range paths {
			f, err := uspto.Open(p, uspto.FormatAuto)
			if err != nil {
				b.Fatal(err)
			}
			for {
				if _, err := f.Next(); errors.Is(err, io.EOF) {
					break
				} else if err != nil {
					b.Fatal(err)
				}
			}
			f.Close()
		}
	}
}

// BenchmarkXMLTokens is the reference: encoding/xml tokenising the same
// bytes with no extraction at all, the floor under BenchmarkRead.
func BenchmarkXMLTokens(b *testing.B) {
	paths, total := rawShared(b)
	var data [][]byte
	for _, p := range paths {
		raw, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		data = append(data, raw)
	}
	b.SetBytes(total)
	b.ResetTimer()
	cpu := cputime.Process()
	defer func() { reportCPU(b, cputime.Process()-cpu, total, 0) }()
	for b.Loop() {
		for _, raw := range data {
			d := xml.NewDecoder(bytes.NewReader(raw))
			d.Strict = false
			for {
				if _, err := d.RawToken(); err != nil {
					break
				}
			}
		}
	}
}

// BenchmarkClean measures splitting and cleaning alone, per paragraph.
func BenchmarkClean(b *testing.B) {
	const para = "Referring to FIG. 1, the housing 12 is attached to the frame 14a by screws 16 (see FIGS. 2 and 3). " +
		"The layer has a thickness of about 5.5 mm, e.g. as in U.S. Pat. No. 5,123,456, and the lever 22' pivots about the pin 24."
	opt := &Options{}
	b.SetBytes(int64(len(para)))
	cpu := cputime.Process()
	defer func() { reportCPU(b, cputime.Process()-cpu, int64(len(para)), 0) }()
	for b.Loop() {
		for _, s := range Split(NormalizeSpace(para)) {
			Clean(s, opt, nil)
		}
	}
}
