package noise

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/patsimp/patsimp/data/lines"
)

// PairOptions configure WritePairs.
type PairOptions struct {
	Options
	// Exclude lists lines that are skipped (for example the held-out set).
	Exclude map[string]bool
	// MinTokens skips lines with fewer whitespace tokens (0: none).
	MinTokens int
}

// PairReport counts what WritePairs did.
type PairReport struct {
	Lines, Empty, Short, Excluded, Pairs int
}

// WritePairs reads text from r, one sentence (or short paragraph) per line,
// gzip-compressed or not, and writes one pair per kept line to w in
// patsimp's pair format, "name:LINE<TAB>corrupted<TAB>original" (LINE from
// 1). Tabs inside a line become spaces. A line that is not text (invalid
// UTF-8, a NUL byte, over 1 MiB) is a *lines.Error naming the line.
func WritePairs(name string, r io.Reader, w io.Writer, o PairOptions) (PairReport, error) {
	var rep PairReport
	if err := o.Validate(); err != nil {
		return rep, err
	}
	br := bufio.NewReaderSize(r, 64<<10)
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		gz, err := gzip.NewReader(br)
		if err != nil {
			return rep, fmt.Errorf("%s: %w", name, err)
		}
		defer gz.Close()
		br = bufio.NewReaderSize(gz, 64<<10)
	}
	lr := lines.NewReader(br, name)
	bw := bufio.NewWriter(w)
	for {
		raw, err := lr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return rep, err // a *lines.Error: invalid UTF-8, a NUL byte, a line over 1 MiB
		}
		rep.Lines++
		toks := strings.Fields(raw)
		line := strings.Join(toks, " ")
		switch {
		case line == "":
			rep.Empty++
			continue
		case o.Exclude[line]:
			rep.Excluded++
			continue
		case len(toks) < o.MinTokens:
			rep.Short++
			continue
		}
		noisy := Corrupt(line, rep.Lines-1, o.Options)
		if _, err := fmt.Fprintf(bw, "%s:%d\t%s\t%s\n", name, rep.Lines, noisy, line); err != nil {
			return rep, err
		}
		rep.Pairs++
	}
	return rep, bw.Flush()
}
