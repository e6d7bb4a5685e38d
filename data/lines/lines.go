// Package lines reads text files of one sentence per line, as every patsimp
// command that takes outside text does (simplify, paraphrase, parse, vocab,
// eval), and rejects what is not text: invalid UTF-8, binary data (a NUL
// byte) and lines longer than MaxBytes. Every error is an *Error naming the
// file, the 1-based line and the reason.
//
// Lines end with LF or CRLF; the terminator is not part of the line, and a
// last line without one is still a line. Blank lines are returned as they
// are: whether they are an error, skipped or kept is the caller's choice.
package lines

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"
)

// MaxBytes is the longest line accepted, terminator excluded.
const MaxBytes = 1 << 20

// Error is bad text input: a file, a line and the reason.
type Error struct {
	File   string
	Line   int // 1-based; 0 when the error is about the whole file
	Reason string
}

// Error formats the error as "file:line: reason" ("file: reason" for line 0).
func (e *Error) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", e.File, e.Reason)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Reason)
}

// Check returns why line (without its terminator) is not text, or "" when
// it is: invalid UTF-8, a NUL byte (binary data) or more than MaxBytes
// bytes. Byte positions in the reason count from 1.
func Check(line []byte) string {
	if len(line) > MaxBytes {
		return fmt.Sprintf("line longer than %d bytes", MaxBytes)
	}
	if i := bytes.IndexByte(line, 0); i >= 0 {
		return fmt.Sprintf("binary data (NUL byte) at byte %d", i+1)
	}
	if !utf8.Valid(line) {
		for i := 0; i < len(line); {
			r, size := utf8.DecodeRune(line[i:])
			if r == utf8.RuneError && size == 1 {
				return fmt.Sprintf("invalid UTF-8 at byte %d (0x%02x)", i+1, line[i])
			}
			i += size
		}
	}
	return ""
}

// Reader reads checked lines from a stream.
type Reader struct {
	br   *bufio.Reader
	name string
	line int
	buf  []byte
}

// NewReader returns a Reader of r; name (usually the file name) labels
// errors.
func NewReader(r io.Reader, name string) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, 64<<10), name: name}
}

// Line returns the number of the last line returned (0 before the first).
func (r *Reader) Line() int { return r.line }

// Next returns the next line without its terminator, or io.EOF after the
// last one. A line that fails Check is an *Error; reading may continue
// after it with the following line.
func (r *Reader) Next() (string, error) {
	r.buf = r.buf[:0]
	tooLong := false
	for {
		chunk, err := r.br.ReadSlice('\n')
		if !tooLong {
			r.buf = append(r.buf, chunk...)
			if len(r.buf) > MaxBytes+2 { // room for CRLF
				tooLong, r.buf = true, r.buf[:0]
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err == io.EOF {
			if len(r.buf) == 0 && !tooLong {
				return "", io.EOF
			}
			err = nil
		}
		if err != nil {
			return "", fmt.Errorf("%s: line %d: %w", r.name, r.line+1, err)
		}
		r.line++
		if tooLong {
			return "", &Error{r.name, r.line, fmt.Sprintf("line longer than %d bytes", MaxBytes)}
		}
		b := bytes.TrimSuffix(r.buf, []byte("\n"))
		b = bytes.TrimSuffix(b, []byte("\r"))
		if reason := Check(b); reason != "" {
			return "", &Error{r.name, r.line, reason}
		}
		return string(b), nil
	}
}

// ReadAll returns every line of r, stopping at the first bad one.
func ReadAll(r io.Reader, name string) ([]string, error) {
	lr := NewReader(r, name)
	var out []string
	for {
		s, err := lr.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
}

// ReadFile returns every line of the file at path (see ReadAll).
func ReadFile(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(f, path)
}

// Split is ReadAll for data in memory.
func Split(data []byte, name string) ([]string, error) {
	return ReadAll(bytes.NewReader(data), name)
}
