package silver

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParallelReader checks that two line-aligned files either give pairs
// numbered by line with clean fields, or a *LineError naming one of the
// files and a line within it.
func FuzzParallelReader(f *testing.F) {
	for _, s := range [][2]string{
		{"a\nb\n", "x\ny\n"}, {"a\nb", "x\n"}, {"a\n\nc\n", "x\ny\nz\n"}, {"a\xff\n", "x\n"}, {"a\tb\n", "x\n"},
		{"a\r\n", "x\r\n"}, {"", ""}, {"a\x00\n", "b\n"},
	} {
		f.Add(s[0], s[1], false)
		f.Add(s[0], s[1], true)
	}
	f.Fuzz(func(t *testing.T, complex, simple string, skipBad bool) {
		r := NewParallelReader(strings.NewReader(complex), "c.txt", strings.NewReader(simple), "s.txt", skipBad)
		for n := 0; ; n++ {
			p, err := r.Read()
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil {
				var le *LineError
				if !errors.As(err, &le) || (le.File != "c.txt" && le.File != "s.txt") || le.Line < 0 || le.Reason == "" {
					t.Fatalf("error %v is not a *LineError with file and line", err)
				}
				if le.Line == 0 && !strings.Contains(le.Reason, "the file is empty") {
					t.Fatalf("error without a line: %v", err)
				}
				if strings.Count(complex, "\n")+1 < le.Line && strings.Count(simple, "\n")+1 < le.Line {
					t.Fatalf("line %d is beyond both inputs: %v", le.Line, err)
				}
				return
			}
			id, err := strconv.Atoi(p.ID)
			if err != nil || id < n+1 {
				t.Fatalf("pair %d has id %q", n, p.ID)
			}
			for _, s := range []string{p.Complex, p.Simple} {
				if !utf8.ValidString(s) || strings.ContainsAny(s, "\t\n\r\x00") || strings.TrimSpace(s) == "" {
					t.Fatalf("bad field %q", s)
				}
			}
		}
	})
}

// FuzzReadReferences checks that a Sum4Simp reference file gives one
// reference per complex sentence, or a *LineError.
func FuzzReadReferences(f *testing.F) {
	for _, s := range []string{"1\ta\tb\n", "1\ta\tb\n2\ta\tc\n", "1\ta\tb\n2\ta\tb\n", "x\n", "1\t\xff\tb\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		refs, err := ReadReferences(strings.NewReader(in), "refs.tsv")
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || le.File != "refs.tsv" || le.Line < 1 {
				t.Fatalf("error %v is not a *LineError with a line", err)
			}
			return
		}
		if len(refs) > strings.Count(in, "\n")+1 {
			t.Fatalf("%d references from %d lines", len(refs), strings.Count(in, "\n")+1)
		}
		for c, s := range refs {
			if !strings.Contains(in, c) || !strings.Contains(in, s) {
				t.Fatalf("reference %q -> %q not in the input", c, s)
			}
		}
	})
}
