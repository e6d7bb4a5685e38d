package eval

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/patsimp/patsimp/data/lines"
)

// ReadLines reads a file of one sentence per line, as EASSE reads its
// inputs: lines end at "\n" (a preceding "\r" is dropped), a final newline
// does not start an extra line, trailing whitespace is stripped and empty
// lines are kept. Invalid UTF-8, NUL bytes (binary data) and lines longer
// than lines.MaxBytes are a *lines.Error naming the file, line and byte
// offset.
func ReadLines(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return SplitLines(b, path)
}

// ReadLineSet returns the lines of the file at path, read as ReadLines
// reads them, as a set (e.g. sentences to exclude); an empty path gives a
// nil set.
func ReadLineSet(path string) (map[string]bool, error) {
	if path == "" {
		return nil, nil
	}
	lines, err := ReadLines(path)
	if err != nil {
		return nil, err
	}
	set := make(map[string]bool, len(lines))
	for _, l := range lines {
		set[l] = true
	}
	return set, nil
}

// SplitLines splits data like ReadLines; name labels errors.
func SplitLines(data []byte, name string) ([]string, error) {
	if len(data) == 0 {
		return nil, nil
	}
	data = bytes.TrimSuffix(data, []byte("\n"))
	out := make([]string, 0, bytes.Count(data, []byte("\n"))+1)
	offset := 0
	for n := 1; ; n++ {
		line, rest, more := bytes.Cut(data, []byte("\n"))
		if !utf8.Valid(line) {
			i := invalidAt(line)
			return nil, &lines.Error{File: name, Line: n,
				Reason: fmt.Sprintf("invalid UTF-8 at byte %d of the line (file offset %d)", i+1, offset+i)}
		}
		if len(line) > lines.MaxBytes {
			return nil, &lines.Error{File: name, Line: n, Reason: fmt.Sprintf("line longer than %d bytes", lines.MaxBytes)}
		}
		if i := bytes.IndexByte(line, 0); i >= 0 {
			return nil, &lines.Error{File: name, Line: n,
				Reason: fmt.Sprintf("binary data (NUL byte) at byte %d of the line (file offset %d)", i+1, offset+i)}
		}
		out = append(out, strings.TrimRightFunc(string(line), isPySpace))
		if !more {
			break
		}
		offset += len(line) + 1
		data = rest
	}
	return out, nil
}

// invalidAt returns the offset of the first invalid UTF-8 sequence in b.
func invalidAt(b []byte) int {
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return len(b)
}
