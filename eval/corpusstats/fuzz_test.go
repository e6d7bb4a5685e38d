package corpusstats

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/patsimp/patsimp/data/silver"
)

// FuzzSentenceReader checks that stats --sentences input gives one sentence
// per line, numbered by line, or a *silver.LineError naming the line.
func FuzzSentenceReader(f *testing.F) {
	for _, s := range []string{"a\nb\n", "a\r\n\nb", "\xff\n", "a\x00b\n", "", "  \n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		r := NewSentenceReader(strings.NewReader(in), "s.txt")
		lines := strings.Count(in, "\n") + 1
		for n := 1; ; n++ {
			p, err := r.Read()
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil {
				var le *silver.LineError
				if errors.As(err, &le) {
					if le.File != "s.txt" || le.Line != n || le.Reason == "" {
						t.Fatalf("error %+v at sentence %d", le, n)
					}
				} else if !strings.HasPrefix(err.Error(), "s.txt:") {
					t.Fatalf("error %v does not name the file", err)
				}
				return
			}
			if n > lines || p.ID != strconv.Itoa(n) {
				t.Fatalf("sentence %d has id %q (%d lines)", n, p.ID, lines)
			}
			if !utf8.ValidString(p.Complex) || strings.ContainsAny(p.Complex, "\n\x00") || strings.TrimSpace(p.Complex) == "" {
				t.Fatalf("bad sentence %q", p.Complex)
			}
		}
	})
}
