// Package pairs reads patsimp's parallel corpora: the pair format
// "id<TAB>complex<TAB>simple" written by patsimp filter, split and align,
// and PREFIX.complex / PREFIX.simple[.N] line-aligned files. It sits below
// train, eval and models so that any of them can read a corpus.
package pairs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"github.com/patsimp/patsimp/data/lines"
)

// Corpus is a parallel corpus: each complex sentence with one or more
// simple references.
type Corpus struct {
	Complex []string
	// Simple[i] holds the references of Complex[i]; every entry has the
	// same number of references.
	Simple [][]string
}

// Len returns the number of complex sentences.
func (c *Corpus) Len() int { return len(c.Complex) }

// Refs returns the references transposed for SARI: refs[k][i] is the k-th
// reference of sentence i.
func (c *Corpus) Refs() [][]string {
	if len(c.Simple) == 0 {
		return nil
	}
	refs := make([][]string, len(c.Simple[0]))
	for k := range refs {
		refs[k] = make([]string, len(c.Simple))
		for i, s := range c.Simple {
			refs[k][i] = s[k]
		}
	}
	return refs
}

// ReadCorpus reads a parallel corpus named by prefix:
//
//   - prefix itself, when it is a file: a TSV of pairs (see ParseTSV), such
//     as the train.tsv/valid.tsv/test.tsv files of patsimp split;
//   - otherwise prefix.complex with prefix.simple (one reference per line),
//     or prefix.simple.0, prefix.simple.1, … (several references).
//
// Lines are stripped of a trailing carriage return. Errors name the file
// and line.
func ReadCorpus(prefix string) (*Corpus, error) {
	if st, err := os.Stat(prefix); err == nil && !st.IsDir() {
		f, err := os.Open(prefix)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return ParseTSV(prefix, f)
	}
	complex, err := readLines(prefix + ".complex")
	if err != nil {
		return nil, err
	}
	var refFiles []string
	if _, err := os.Stat(prefix + ".simple"); err == nil {
		refFiles = []string{prefix + ".simple"}
	} else {
		for k := 0; ; k++ {
			name := prefix + ".simple." + strconv.Itoa(k)
			if _, err := os.Stat(name); err != nil {
				break
			}
			refFiles = append(refFiles, name)
		}
	}
	if len(refFiles) == 0 {
		return nil, fmt.Errorf("corpus %s: found neither %s.simple nor %s.simple.0: %w", prefix, prefix, prefix, fs.ErrNotExist)
	}
	c := &Corpus{Complex: complex, Simple: make([][]string, len(complex))}
	for _, name := range refFiles {
		refs, err := readLines(name)
		if err != nil {
			return nil, err
		}
		if len(refs) != len(complex) {
			return nil, &lines.Error{File: name, Reason: fmt.Sprintf("%d lines, but %s.complex has %d", len(refs), prefix, len(complex))}
		}
		for i, l := range refs {
			c.Simple[i] = append(c.Simple[i], l)
		}
	}
	return c, nil
}

// readLines reads a text file, one sentence per line; a blank line or an
// empty file is an error.
func readLines(name string) ([]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	defer f.Close()
	var out []string
	err = scanLines(name, f, func(n int, line string) error {
		if strings.TrimSpace(line) == "" {
			return &lines.Error{File: name, Line: n, Reason: "blank line"}
		}
		out = append(out, line)
		return nil
	})
	if err == nil && len(out) == 0 {
		err = &lines.Error{File: name, Reason: "no sentences: the file is empty"}
	}
	return out, err
}

// scanLines calls fn for every line of r; a line that is not text (see
// package lines) is a *lines.Error.
func scanLines(name string, r io.Reader, fn func(lineNo int, line string) error) error {
	lr := lines.NewReader(r, name)
	for {
		line, err := lr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := fn(lr.Line(), line); err != nil {
			return err
		}
	}
}

// ParseTSV reads a corpus in patsimp's pair format, one pair per line:
// "id<TAB>complex<TAB>simple" as patsimp filter and split write it (the id
// is ignored; a source with several candidates appears on several lines and
// gives several training examples), or "complex<TAB>simple" without ids.
// All lines must have the same form; name is used in error messages.
// Several references per sentence come from PREFIX.simple.N files instead
// (see ReadCorpus).
func ParseTSV(name string, r io.Reader) (*Corpus, error) {
	c := &Corpus{}
	cols := 0
	err := scanLines(name, r, func(n int, line string) error {
		bad := func(format string, args ...any) error {
			return &lines.Error{File: name, Line: n, Reason: fmt.Sprintf(format, args...)}
		}
		f := strings.Split(line, "\t")
		if len(f) != 2 && len(f) != 3 {
			return bad("want id<TAB>complex<TAB>simple or complex<TAB>simple, got %d column(s)", len(f))
		}
		if cols == 0 {
			cols = len(f)
		} else if len(f) != cols {
			return bad("%d columns, earlier lines have %d", len(f), cols)
		}
		if strings.TrimSpace(f[len(f)-2]) == "" || strings.TrimSpace(f[len(f)-1]) == "" {
			return bad("empty complex or simple sentence")
		}
		c.Complex = append(c.Complex, f[len(f)-2])
		c.Simple = append(c.Simple, []string{f[len(f)-1]})
		return nil
	})
	if err != nil {
		return nil, err
	}
	if c.Len() == 0 {
		return nil, &lines.Error{File: name, Reason: "no pairs: the input is empty"}
	}
	return c, nil
}
