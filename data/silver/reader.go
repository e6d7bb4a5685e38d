// Package silver turns a bronze corpus of (complex sentence, generated
// candidate) pairs into a silver-standard simplification corpus with the
// filters of Casola et al. (2023) §3.3, or with the alternative filters of
// Sum4Simp (Sun et al. 2022) and of Adduru et al. (2018); it also splits the
// silver corpus into train/valid/test sets without splitting a source
// sentence across sets.
//
// Bronze and silver files are UTF-8 TSV with one pair per line:
// id<TAB>complex<TAB>candidate. Several candidates of one source share the
// id. A corpus can also be given as two parallel text files (complex and
// simple), where the id is the line number.
package silver

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/patsimp/patsimp/data/lines"
)

// Pair is one complex sentence with one candidate simplification.
type Pair struct {
	ID      string `json:"id"`
	Complex string `json:"complex"`
	Simple  string `json:"simple"`
}

// MaxLineBytes is the longest input line the readers accept.
const MaxLineBytes = 1 << 20

// LineError describes a bad input line: file, line and reason, formatted
// as "file:line: reason". It is the error type of every patsimp text reader
// (see package lines).
type LineError = lines.Error

// Position locates a reader in its input so a later run can resume there:
// the number of lines consumed and the byte offset in each input file.
type Position struct {
	Line    int     `json:"line"`
	Offsets []int64 `json:"offsets"`
}

// PairReader reads pairs one at a time. Read returns io.EOF after the last
// pair; a bad line yields a *LineError unless the reader skips bad lines.
type PairReader interface {
	Read() (Pair, error)
	// Position is the point just after the last pair returned.
	Position() Position
	// Skipped returns the bad lines skipped so far.
	Skipped() []*LineError
}

// lineReader splits a stream into lines, tracking line numbers and offsets.
type lineReader struct {
	name   string
	br     *bufio.Reader
	line   int
	offset int64
	buf    []byte
}

func newLineReader(r io.Reader, name string) *lineReader {
	return &lineReader{name: name, br: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next line without its line terminator (LF or CRLF). The
// slice is valid until the following call.
func (lr *lineReader) next() ([]byte, error) {
	lr.buf = lr.buf[:0]
	tooLong := false
	for {
		chunk, err := lr.br.ReadSlice('\n')
		lr.offset += int64(len(chunk))
		if !tooLong {
			lr.buf = append(lr.buf, chunk...)
			if len(lr.buf) > MaxLineBytes+2 {
				tooLong = true
				lr.buf = lr.buf[:0]
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err == io.EOF && (len(chunk) > 0 || tooLong || len(lr.buf) > 0) {
			err = nil
		}
		if err != nil {
			if err == io.EOF {
				return nil, io.EOF
			}
			return nil, fmt.Errorf("%s: line %d: %w", lr.name, lr.line+1, err)
		}
		lr.line++
		if tooLong {
			return nil, &LineError{File: lr.name, Line: lr.line, Reason: fmt.Sprintf("line longer than %d bytes", MaxLineBytes)}
		}
		b := bytes.TrimSuffix(lr.buf, []byte("\n"))
		b = bytes.TrimSuffix(b, []byte("\r"))
		return b, nil
	}
}

// checkText validates one field.
func checkText(b []byte, what string) (string, string) {
	if !utf8.Valid(b) {
		for i := 0; i < len(b); {
			r, size := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && size == 1 {
				return "", fmt.Sprintf("invalid UTF-8 in %s at byte %d", what, i)
			}
			i += size
		}
	}
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return "", fmt.Sprintf("binary data (NUL byte) in %s at byte %d", what, i)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return "", fmt.Sprintf("empty %s", what)
	}
	if i := bytes.IndexByte(b, '\r'); i >= 0 {
		return "", fmt.Sprintf("carriage return inside %s at byte %d", what, i)
	}
	return string(b), ""
}

// TSVReader reads id<TAB>complex<TAB>candidate lines.
type TSVReader struct {
	lr      *lineReader
	skipBad bool
	skipped []*LineError
}

// NewTSVReader returns a reader of TSV pairs from r; name (usually the file
// name) prefixes error messages. With skipBad, bad lines are skipped and
// recorded instead of returned as errors.
func NewTSVReader(r io.Reader, name string, skipBad bool) *TSVReader {
	return &TSVReader{lr: newLineReader(r, name), skipBad: skipBad}
}

// ResumeTSVReader is NewTSVReader for a reader already positioned at pos
// (for example a file seeked to pos.Offsets[0]).
func ResumeTSVReader(r io.Reader, name string, skipBad bool, pos Position) *TSVReader {
	t := NewTSVReader(r, name, skipBad)
	t.lr.line = pos.Line
	if len(pos.Offsets) > 0 {
		t.lr.offset = pos.Offsets[0]
	}
	return t
}

var tsvColumns = [3]string{"id", "complex sentence", "candidate"}

// Read implements PairReader.
func (t *TSVReader) Read() (Pair, error) {
	for {
		p, err := t.parse()
		var le *LineError
		if t.skipBad && errors.As(err, &le) {
			t.skipped = append(t.skipped, le)
			continue
		}
		return p, err
	}
}

func (t *TSVReader) parse() (Pair, error) {
	line, err := t.lr.next()
	if err != nil {
		return Pair{}, err
	}
	bad := func(format string, args ...any) (Pair, error) {
		return Pair{}, &LineError{File: t.lr.name, Line: t.lr.line, Reason: fmt.Sprintf(format, args...)}
	}
	if len(line) == 0 {
		return bad("empty line")
	}
	cols := bytes.Split(line, []byte("\t"))
	if len(cols) != 3 {
		return bad("want 3 tab-separated columns (id, complex sentence, candidate), got %d", len(cols))
	}
	var f [3]string
	for i, c := range cols {
		s, reason := checkText(c, tsvColumns[i])
		if reason != "" {
			return bad("%s", reason)
		}
		f[i] = s
	}
	return Pair{ID: f[0], Complex: f[1], Simple: f[2]}, nil
}

// Position implements PairReader.
func (t *TSVReader) Position() Position {
	return Position{Line: t.lr.line, Offsets: []int64{t.lr.offset}}
}

// Skipped implements PairReader.
func (t *TSVReader) Skipped() []*LineError { return t.skipped }

// ParallelReader reads pairs from two line-aligned text files; the id of a
// pair is its line number.
type ParallelReader struct {
	complex, simple *lineReader
	skipBad         bool
	skipped         []*LineError
}

// NewParallelReader returns a reader of complex and simple lines; the names
// prefix error messages.
func NewParallelReader(complex io.Reader, complexName string, simple io.Reader, simpleName string, skipBad bool) *ParallelReader {
	return &ParallelReader{
		complex: newLineReader(complex, complexName),
		simple:  newLineReader(simple, simpleName),
		skipBad: skipBad,
	}
}

// ResumeParallelReader is NewParallelReader for readers already positioned
// at pos.
func ResumeParallelReader(complex io.Reader, complexName string, simple io.Reader, simpleName string, skipBad bool, pos Position) *ParallelReader {
	p := NewParallelReader(complex, complexName, simple, simpleName, skipBad)
	p.complex.line, p.simple.line = pos.Line, pos.Line
	if len(pos.Offsets) == 2 {
		p.complex.offset, p.simple.offset = pos.Offsets[0], pos.Offsets[1]
	}
	return p
}

// Read implements PairReader. Files of different lengths are a *LineError
// at the last line of the shorter file, even with skipBad, since every later
// pair would be misaligned.
func (p *ParallelReader) Read() (Pair, error) {
	for {
		c, cerr := p.complex.next()
		var cText string
		if cerr == nil {
			cText = string(c) // copy before the next read
		}
		s, serr := p.simple.next()
		cEOF, sEOF := errors.Is(cerr, io.EOF), errors.Is(serr, io.EOF)
		switch {
		case cEOF && sEOF:
			return Pair{}, io.EOF
		case cEOF:
			return Pair{}, notParallel(p.complex, p.simple)
		case sEOF:
			return Pair{}, notParallel(p.simple, p.complex)
		}
		var le *LineError
		for _, err := range []error{cerr, serr} {
			if err != nil && !errors.As(err, &le) {
				return Pair{}, err
			}
		}
		if le == nil {
			if reason := checkField([]byte(cText), "complex sentence"); reason != "" {
				le = &LineError{File: p.complex.name, Line: p.complex.line, Reason: reason}
			} else if reason := checkField(s, "simple sentence"); reason != "" {
				le = &LineError{File: p.simple.name, Line: p.simple.line, Reason: reason}
			}
		}
		if le != nil {
			if p.skipBad {
				p.skipped = append(p.skipped, le)
				continue
			}
			return Pair{}, le
		}
		return Pair{ID: strconv.Itoa(p.complex.line), Complex: cText, Simple: string(s)}, nil
	}
}

// notParallel is the error for a file that ends before the other one.
func notParallel(short, long *lineReader) *LineError {
	if short.line == 0 {
		return &LineError{File: short.name, Reason: fmt.Sprintf("the file is empty but %s is not: the files are not parallel", long.name)}
	}
	return &LineError{File: short.name, Line: short.line,
		Reason: fmt.Sprintf("the file ends here but %s goes on: the files are not parallel", long.name)}
}

func checkField(b []byte, what string) string {
	if _, reason := checkText(b, what); reason != "" {
		return reason
	}
	if bytes.IndexByte(b, '\t') >= 0 {
		return what + " contains a tab"
	}
	return ""
}

// Position implements PairReader.
func (p *ParallelReader) Position() Position {
	return Position{Line: p.complex.line, Offsets: []int64{p.complex.offset, p.simple.offset}}
}

// Skipped implements PairReader.
func (p *ParallelReader) Skipped() []*LineError { return p.skipped }

// TSVWriter writes pairs as id<TAB>complex<TAB>candidate lines.
type TSVWriter struct {
	w io.Writer
	n int64
}

// NewTSVWriter returns a writer of TSV pairs to w (buffer w yourself).
func NewTSVWriter(w io.Writer) *TSVWriter { return &TSVWriter{w: w} }

// Write writes one pair. A field with a tab or line break, or an empty
// field, is an error since it could not be read back.
func (t *TSVWriter) Write(p Pair) error {
	for i, f := range [3]string{p.ID, p.Complex, p.Simple} {
		if strings.ContainsAny(f, "\t\n\r") {
			return fmt.Errorf("pair %q: %s contains a tab or line break", p.ID, tsvColumns[i])
		}
		if strings.TrimSpace(f) == "" {
			return fmt.Errorf("pair %q: empty %s", p.ID, tsvColumns[i])
		}
	}
	n, err := fmt.Fprintf(t.w, "%s\t%s\t%s\n", p.ID, p.Complex, p.Simple)
	t.n += int64(n)
	return err
}

// Written returns the number of bytes written so far.
func (t *TSVWriter) Written() int64 { return t.n }
