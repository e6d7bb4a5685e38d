package conllu

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const fixtures = "../../testdata/conllu"

// reference is one row of ewt-reference.tsv, made by an independent Python
// reader and a recursive depth walk.
type reference struct {
	file, id                       string
	words, multiwords, empty, deep int
}

func readReference(t *testing.T) []reference {
	t.Helper()
	f, err := os.Open(filepath.Join(fixtures, "ewt-reference.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var refs []reference
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		if len(c) != 6 {
			t.Fatalf("bad reference line %q", sc.Text())
		}
		n := make([]int, 4)
		for i := range n {
			if n[i], err = strconv.Atoi(c[2+i]); err != nil {
				t.Fatal(err)
			}
		}
		refs = append(refs, reference{c[0], c[1], n[0], n[1], n[2], n[3]})
	}
	return refs
}

func TestReadEWTExcerptsMatchReference(t *testing.T) {
	refs := readReference(t)
	byFile := map[string][]*Sentence{}
	for _, name := range []string{"ewt-test-excerpt.conllu", "ewt-train-excerpt.conllu", "ewt-dev-excerpt.conllu"} {
		sents, err := ReadFile(filepath.Join(fixtures, name))
		if err != nil {
			t.Fatal(err)
		}
		byFile[name] = sents
	}
	next := map[string]int{}
	for _, r := range refs {
		i := next[r.file]
		next[r.file]++
		sents := byFile[r.file]
		if i >= len(sents) {
			t.Fatalf("%s: only %d sentences read", r.file, len(sents))
		}
		s := sents[i]
		if s.ID() != r.id {
			t.Fatalf("%s sentence %d: id %q, want %q", r.file, i+1, s.ID(), r.id)
		}
		d, err := s.Depth()
		if err != nil {
			t.Fatalf("%s: %v", r.id, err)
		}
		if len(s.Words) != r.words || len(s.Multiwords) != r.multiwords || len(s.Empty) != r.empty || d != r.deep {
			t.Errorf("%s: words/multiwords/empty/depth = %d/%d/%d/%d, want %d/%d/%d/%d", r.id,
				len(s.Words), len(s.Multiwords), len(s.Empty), d, r.words, r.multiwords, r.empty, r.deep)
		}
	}
	for name, sents := range byFile {
		if next[name] != len(sents) {
			t.Errorf("%s: %d sentences read, %d in the reference", name, len(sents), next[name])
		}
	}
}

func TestWriteRoundTrip(t *testing.T) {
	for _, name := range []string{"ewt-test-excerpt.conllu", "ewt-dev-excerpt.conllu"} {
		raw, err := os.ReadFile(filepath.Join(fixtures, name))
		if err != nil {
			t.Fatal(err)
		}
		sents, err := ReadAll(bytes.NewReader(raw), name)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		for _, s := range sents {
			if err := Write(&buf, s); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(buf.Bytes(), raw) {
			t.Errorf("%s: written CoNLL-U differs from the input", name)
		}
	}
}

const mini = `# sent_id = a
# text = I don't know.
1	I	I	PRON	PRP	_	3	nsubj	_	_
2-3	don't	_	_	_	_	_	_	_	_
2	do	do	AUX	VBP	_	4	aux	_	_
3	n't	not	PART	RB	_	4	advmod	_	_
4	know	know	VERB	VB	_	0	root	_	SpaceAfter=No
4.1	know	know	VERB	VB	_	_	_	4:conj	_
5	.	.	PUNCT	.	_	4	punct	_	_
`

func TestReadMultiwordAndEmpty(t *testing.T) {
	sents, err := ReadAll(strings.NewReader(mini), "mini")
	if err != nil {
		t.Fatal(err)
	}
	if len(sents) != 1 {
		t.Fatalf("%d sentences", len(sents))
	}
	s := sents[0]
	if got := strings.Join(s.Forms(), " "); got != "I do n't know ." {
		t.Errorf("forms %q", got)
	}
	if s.Text() != "I don't know." || s.ID() != "a" {
		t.Errorf("text %q id %q", s.Text(), s.ID())
	}
	if len(s.Multiwords) != 1 || s.Multiwords[0] != (MultiwordToken{First: 2, Last: 3, Form: "don't", Misc: "_"}) {
		t.Errorf("multiwords %+v", s.Multiwords)
	}
	if len(s.Empty) != 1 || s.Empty[0].After != 4 || s.Empty[0].Index != 1 || s.Empty[0].Deps != "4:conj" {
		t.Errorf("empty nodes %+v", s.Empty)
	}
	// I → n't → know: the longest path from the root word has 2 edges.
	if d, err := s.Depth(); err != nil || d != 2 {
		t.Errorf("depth %d, %v; want 2", d, err)
	}
}

func TestDepth(t *testing.T) {
	tests := []struct {
		name  string
		heads []int
		want  int
		err   bool
	}{
		{"empty", nil, 0, false},
		{"one word", []int{0}, 0, false},
		{"flat", []int{0, 1, 1, 1}, 1, false},
		{"chain", []int{2, 3, 4, 0}, 3, false},
		{"chain reversed", []int{0, 1, 2, 3, 4}, 4, false},
		{"two branches", []int{0, 1, 2, 1, 4, 5, 6}, 4, false},
		{"two roots", []int{0, 1, 0, 3, 4}, 2, false},
		{"cycle", []int{2, 1}, 0, true},
		{"cycle below root", []int{0, 3, 2}, 0, true},
		{"self loop", []int{1}, 0, true},
		{"head out of range", []int{0, 7}, 0, true},
		{"negative head", []int{0, -1}, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Depth(tt.heads)
			if (err != nil) != tt.err {
				t.Fatalf("Depth(%v) error %v, want error %v", tt.heads, err, tt.err)
			}
			if got != tt.want {
				t.Errorf("Depth(%v) = %d, want %d", tt.heads, got, tt.want)
			}
		})
	}
}

func TestMalformedInputErrors(t *testing.T) {
	word := func(id, head string) string {
		return id + "\tw\tw\tX\tX\t_\t" + head + "\tdep\t_\t_\n"
	}
	tests := []struct {
		name, in string
		line     int
		msg      string
	}{
		{"nine fields", "# c\n1\tw\tw\tX\tX\t_\t0\tdep\t_\n", 2, "9 tab-separated fields"},
		{"empty field", "1\tw\t\tX\tX\t_\t0\tdep\t_\t_\n", 1, "field 3 is empty"},
		{"bad id", word("x", "0"), 1, `bad word ID "x"`},
		{"out of sequence", word("1", "0") + word("3", "1"), 2, "out of sequence"},
		{"bad head", word("1", "0") + word("2", "h"), 2, `bad HEAD "h"`},
		{"head beyond", word("1", "0") + word("2", "9"), 1, "beyond the sentence"},
		{"self head", word("1", "1"), 1, "its own head"},
		{"cycle", "\n\n" + word("1", "2") + word("2", "1"), 3, "cycle"},
		{"bad range", word("1", "0") + "2-x\tab\t_\t_\t_\t_\t_\t_\t_\t_\n", 2, "bad multiword token range"},
		{"range not at next word", "2-3\tab\t_\t_\t_\t_\t_\t_\t_\t_\n" + word("1", "0"), 1, "does not start at the next word"},
		{"range past end", "1-2\tab\t_\t_\t_\t_\t_\t_\t_\t_\n" + word("1", "0"), 1, "ends beyond"},
		{"bad empty id", word("1", "0") + "1.x\tw\t_\t_\t_\t_\t_\t_\t_\t_\n", 2, "bad empty node ID"},
		{"misplaced empty", word("1", "0") + "3.1\tw\t_\t_\t_\t_\t_\t_\t_\t_\n", 2, "does not follow word 1"},
		{"comment inside", word("1", "0") + "# late\n", 2, "comment line inside"},
		{"second sentence", word("1", "0") + "\n" + word("1", "0") + word("2", "5"), 3, "beyond the sentence"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadAll(strings.NewReader(tt.in), "in.conllu")
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v, want *Error", err)
			}
			if e.File != "in.conllu" || e.Line != tt.line || !strings.Contains(e.Msg, tt.msg) {
				t.Errorf("got %q, want in.conllu:%d: ...%s...", err, tt.line, tt.msg)
			}
		})
	}
}

func TestReaderStaysFailed(t *testing.T) {
	r := NewReader(strings.NewReader("bad line\n\n1\tw\tw\tX\tX\t_\t0\tdep\t_\t_\n"), "x")
	_, err1 := r.Next()
	_, err2 := r.Next()
	if err1 == nil || err2 == nil || err1.Error() != err2.Error() {
		t.Errorf("errors %v, %v", err1, err2)
	}
}

func TestReadFileMissing(t *testing.T) {
	if _, err := ReadFile(filepath.Join(t.TempDir(), "none.conllu")); err == nil {
		t.Error("no error for a missing file")
	}
}

func FuzzReader(f *testing.F) {
	f.Add(mini)
	f.Add("1\tw\tw\tX\tX\t_\t0\tdep\t_\t_\n\n1\tw\tw\tX\tX\t_\t2\tdep\t_\t_\n")
	f.Add("1-2\tab\t_\t_\t_\t_\t_\t_\t_\t_\n1\ta\t_\t_\t_\t_\t0\t_\t_\t_\n2\tb\t_\t_\t_\t_\t1\t_\t_\t_\n")
	f.Add("0.1\te\t_\t_\t_\t_\t_\t_\t_\t_\n1\ta\t_\t_\t_\t_\t0\t_\t_\t_\n")
	if raw, err := os.ReadFile(filepath.Join(fixtures, "ewt-dev-excerpt.conllu")); err == nil {
		f.Add(string(raw[:4000]))
	}
	f.Fuzz(func(t *testing.T, in string) {
		sents, err := ReadAll(strings.NewReader(in), "fuzz")
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Line < 1 {
				t.Fatalf("error without a line: %v", err)
			}
			return
		}
		// Valid input: every tree has a depth, and writing then reading
		// gives the same sentences.
		var buf bytes.Buffer
		for _, s := range sents {
			if _, err := s.Depth(); err != nil {
				t.Fatalf("accepted sentence without a depth: %v", err)
			}
			if err := Write(&buf, s); err != nil {
				t.Fatal(err)
			}
		}
		again, err := ReadAll(&buf, "rewritten")
		if err != nil {
			t.Fatalf("re-reading written CoNLL-U: %v\n%s", err, buf.String())
		}
		if len(again) != len(sents) {
			t.Fatalf("%d sentences after round trip, want %d", len(again), len(sents))
		}
		for i := range sents {
			if !equalHeads(again[i].Heads(), sents[i].Heads()) ||
				strings.Join(again[i].Forms(), "\x00") != strings.Join(sents[i].Forms(), "\x00") {
				t.Fatalf("sentence %d changed in the round trip", i+1)
			}
		}
	})
}

func equalHeads(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
