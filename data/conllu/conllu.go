// Package conllu reads and writes CoNLL-U, the Universal Dependencies
// treebank format (https://universaldependencies.org/format.html), and
// computes the depth of a dependency tree from its heads.
//
// A sentence is a block of comment lines ("# ...") and token lines of ten
// tab-separated fields, ended by a blank line. Token lines are of three kinds:
// syntactic words (integer ID, part of the tree), multiword tokens (an ID
// range "3-4" spanning words; surface form only) and empty nodes (a decimal
// ID "8.1", used by enhanced dependencies only). The reader keeps all three
// but only words take part in the basic tree.
package conllu

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Word is one syntactic word: a node of the basic dependency tree.
type Word struct {
	ID     int    // 1-based position in the sentence
	Form   string // word form
	Lemma  string
	UPOS   string // universal part-of-speech tag
	XPOS   string // language-specific tag
	Feats  string
	Head   int    // ID of the head word, 0 for the root
	DepRel string // universal dependency relation
	Deps   string // enhanced dependencies, kept verbatim
	Misc   string
}

// MultiwordToken is a surface token spanning words First..Last (inclusive),
// such as "don't" over "do" and "n't".
type MultiwordToken struct {
	First, Last int
	Form        string
	Misc        string
}

// EmptyNode is an enhanced-dependency node with a decimal ID such as 8.1
// (After = 8, Index = 1). It is not part of the basic tree.
type EmptyNode struct {
	After, Index int
	Form         string
	Lemma        string
	UPOS         string
	XPOS         string
	Feats        string
	Deps         string
	Misc         string
}

// Sentence is one CoNLL-U sentence.
type Sentence struct {
	Comments   []string // comment lines without the leading "#" and one space
	Words      []Word
	Multiwords []MultiwordToken
	Empty      []EmptyNode
	// Line is the 1-based line number where the sentence starts in its input.
	Line int
}

// Text returns the value of the "# text = ..." comment, or "" if absent.
func (s *Sentence) Text() string {
	return s.comment("text")
}

// ID returns the value of the "# sent_id = ..." comment, or "" if absent.
func (s *Sentence) ID() string {
	return s.comment("sent_id")
}

func (s *Sentence) comment(key string) string {
	for _, c := range s.Comments {
		k, v, ok := strings.Cut(c, "=")
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// Forms returns the word forms in order.
func (s *Sentence) Forms() []string {
	forms := make([]string, len(s.Words))
	for i, w := range s.Words {
		forms[i] = w.Form
	}
	return forms
}

// Heads returns the head of every word: Heads()[i] is the head ID of word
// i+1, with 0 for the root.
func (s *Sentence) Heads() []int {
	heads := make([]int, len(s.Words))
	for i, w := range s.Words {
		heads[i] = w.Head
	}
	return heads
}

// Depth returns the depth of the sentence's basic dependency tree; see
// [Depth].
func (s *Sentence) Depth() (int, error) {
	return Depth(s.Heads())
}

// Error is a malformed-input error with its position.
type Error struct {
	File string // input name as given to NewReader
	Line int    // 1-based line number
	Msg  string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// Reader reads sentences from CoNLL-U input.
type Reader struct {
	sc   *bufio.Scanner
	name string
	line int
	err  error
}

// maxLine bounds the length of one input line.
const maxLine = 1 << 20

// NewReader returns a Reader over r; name is used in error messages.
func NewReader(r io.Reader, name string) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), maxLine)
	return &Reader{sc: sc, name: name}
}

func (r *Reader) errorf(line int, format string, args ...any) error {
	return &Error{File: r.name, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// Next returns the next sentence, or io.EOF after the last one. Malformed
// input gives an *Error naming the line; the Reader then stays failed.
func (r *Reader) Next() (*Sentence, error) {
	if r.err != nil {
		return nil, r.err
	}
	s, err := r.next()
	if err != nil {
		r.err = err
	}
	return s, err
}

func (r *Reader) next() (*Sentence, error) {
	var s *Sentence
	for r.sc.Scan() {
		r.line++
		line := strings.TrimSuffix(r.sc.Text(), "\r")
		if strings.TrimSpace(line) == "" {
			if s == nil {
				continue // extra blank lines between sentences
			}
			return s, r.finish(s)
		}
		if s == nil {
			s = &Sentence{Line: r.line}
		}
		if strings.HasPrefix(line, "#") {
			if len(s.Words) > 0 || len(s.Multiwords) > 0 || len(s.Empty) > 0 {
				return nil, r.errorf(r.line, "comment line inside a sentence's token lines")
			}
			s.Comments = append(s.Comments, strings.TrimPrefix(strings.TrimPrefix(line, "#"), " "))
			continue
		}
		if err := r.addTokenLine(s, line); err != nil {
			return nil, err
		}
	}
	if err := r.sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, r.errorf(r.line+1, "line longer than %d bytes", maxLine)
		}
		return nil, fmt.Errorf("%s: reading: %w", r.name, err)
	}
	if s == nil {
		return nil, io.EOF
	}
	return s, r.finish(s) // last sentence without a final blank line
}

// addTokenLine parses one token line into s.
func (r *Reader) addTokenLine(s *Sentence, line string) error {
	f := strings.Split(line, "\t")
	if len(f) != 10 {
		return r.errorf(r.line, "token line has %d tab-separated fields, want 10", len(f))
	}
	for i, v := range f {
		if v == "" {
			return r.errorf(r.line, "field %d is empty (use _)", i+1)
		}
	}
	id := f[0]
	switch {
	case strings.Contains(id, "-"):
		a, b, _ := strings.Cut(id, "-")
		first, err1 := strconv.Atoi(a)
		last, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || first < 1 || last <= first {
			return r.errorf(r.line, "bad multiword token range %q", id)
		}
		if first != len(s.Words)+1 {
			return r.errorf(r.line, "multiword token %q does not start at the next word %d", id, len(s.Words)+1)
		}
		s.Multiwords = append(s.Multiwords, MultiwordToken{First: first, Last: last, Form: f[1], Misc: f[9]})
	case strings.Contains(id, "."):
		a, b, _ := strings.Cut(id, ".")
		after, err1 := strconv.Atoi(a)
		idx, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || after < 0 || idx < 1 {
			return r.errorf(r.line, "bad empty node ID %q", id)
		}
		if after != len(s.Words) {
			return r.errorf(r.line, "empty node %q does not follow word %d", id, len(s.Words))
		}
		if n := len(s.Empty); n > 0 && s.Empty[n-1].After == after && s.Empty[n-1].Index+1 != idx {
			return r.errorf(r.line, "empty node %q out of sequence", id)
		} else if (n == 0 || s.Empty[n-1].After != after) && idx != 1 {
			return r.errorf(r.line, "empty node %q out of sequence", id)
		}
		s.Empty = append(s.Empty, EmptyNode{After: after, Index: idx, Form: f[1], Lemma: f[2],
			UPOS: f[3], XPOS: f[4], Feats: f[5], Deps: f[8], Misc: f[9]})
	default:
		n, err := strconv.Atoi(id)
		if err != nil {
			return r.errorf(r.line, "bad word ID %q", id)
		}
		if n != len(s.Words)+1 {
			return r.errorf(r.line, "word ID %d out of sequence, want %d", n, len(s.Words)+1)
		}
		head, err := strconv.Atoi(f[6])
		if err != nil || head < 0 {
			return r.errorf(r.line, "bad HEAD %q for word %d", f[6], n)
		}
		s.Words = append(s.Words, Word{ID: n, Form: f[1], Lemma: f[2], UPOS: f[3], XPOS: f[4],
			Feats: f[5], Head: head, DepRel: f[7], Deps: f[8], Misc: f[9]})
	}
	return nil
}

// finish checks sentence-level constraints once all lines are read.
func (r *Reader) finish(s *Sentence) error {
	if len(s.Words) == 0 {
		return r.errorf(s.Line, "sentence has no words")
	}
	n := len(s.Words)
	for _, w := range s.Words {
		if w.Head > n {
			return r.errorf(s.Line, "word %d has HEAD %d beyond the sentence's %d words", w.ID, w.Head, n)
		}
		if w.Head == w.ID {
			return r.errorf(s.Line, "word %d is its own head", w.ID)
		}
	}
	for _, m := range s.Multiwords {
		if m.Last > n {
			return r.errorf(s.Line, "multiword token %d-%d ends beyond the sentence's %d words", m.First, m.Last, n)
		}
	}
	if _, err := s.Depth(); err != nil {
		return r.errorf(s.Line, "%v", err)
	}
	return nil
}

// ReadAll reads every sentence from r.
func ReadAll(r io.Reader, name string) ([]*Sentence, error) {
	rd := NewReader(r, name)
	var out []*Sentence
	for {
		s, err := rd.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
}

// ReadFile reads every sentence of the CoNLL-U file at path.
func ReadFile(path string) ([]*Sentence, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("conllu: %w", err)
	}
	defer f.Close()
	return ReadAll(f, path)
}

// Write writes s in CoNLL-U, ending with a blank line. Multiword tokens and
// empty nodes are placed where the format puts them.
func Write(w io.Writer, s *Sentence) error {
	bw := bufio.NewWriter(w)
	for _, c := range s.Comments {
		fmt.Fprintf(bw, "# %s\n", c)
	}
	mi, ei := 0, 0
	writeEmpty := func(after int) {
		for ei < len(s.Empty) && s.Empty[ei].After == after {
			e := s.Empty[ei]
			fmt.Fprintf(bw, "%d.%d\t%s\t%s\t%s\t%s\t%s\t_\t_\t%s\t%s\n", e.After, e.Index,
				e.Form, e.Lemma, e.UPOS, e.XPOS, e.Feats, e.Deps, e.Misc)
			ei++
		}
	}
	writeEmpty(0)
	for _, wd := range s.Words {
		for mi < len(s.Multiwords) && s.Multiwords[mi].First == wd.ID {
			m := s.Multiwords[mi]
			fmt.Fprintf(bw, "%d-%d\t%s\t_\t_\t_\t_\t_\t_\t_\t%s\n", m.First, m.Last, m.Form, m.Misc)
			mi++
		}
		fmt.Fprintf(bw, "%d\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", wd.ID, or_(wd.Form), or_(wd.Lemma),
			or_(wd.UPOS), or_(wd.XPOS), or_(wd.Feats), wd.Head, or_(wd.DepRel), or_(wd.Deps), or_(wd.Misc))
		writeEmpty(wd.ID)
	}
	bw.WriteString("\n")
	return bw.Flush()
}

// or_ maps an empty field to the CoNLL-U placeholder "_".
func or_(s string) string {
	if s == "" {
		return "_"
	}
	return s
}

// Depth returns the depth of the dependency tree given by heads, where
// heads[i] is the head of word i+1 and 0 marks a root: the largest number of
// edges on a path from a root word down to a leaf. A one-word sentence has
// depth 0 and an empty one depth 0. (This is spaCy's and ACCESS's "dependency
// tree depth"; with several roots it is the largest over their subtrees.)
// Heads out of range or cycles give an error.
func Depth(heads []int) (int, error) {
	n := len(heads)
	depth := make([]int, n) // -1 while being visited, 0 unknown, d+1 when known
	const visiting = -1
	best := 0
	for i := range n {
		if depth[i] > 0 {
			continue // an ancestor of a word already measured
		}
		// Walk up until a word of known depth or the root, then unwind.
		var path []int
		j := i
		for {
			if depth[j] == visiting {
				return 0, fmt.Errorf("dependency cycle through word %d", j+1)
			}
			if depth[j] > 0 {
				break
			}
			h := heads[j]
			if h < 0 || h > n {
				return 0, fmt.Errorf("word %d has head %d out of range 0..%d", j+1, h, n)
			}
			depth[j] = visiting
			path = append(path, j)
			if h == 0 {
				break
			}
			j = h - 1
		}
		// base: the depth (stored +1) of the word above the path's top.
		base := 0
		top := path[len(path)-1]
		if heads[top] != 0 {
			base = depth[heads[top]-1]
		}
		for k := len(path) - 1; k >= 0; k-- {
			base++
			depth[path[k]] = base
		}
		if d := depth[i] - 1; d > best {
			best = d
		}
	}
	return best, nil
}
