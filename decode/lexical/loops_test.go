package lexical

import (
	"testing"

	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/eval"
)

// allowedPrefix feeds the pieces of text to c one at a time (source src)
// and returns how many were allowed before the first refusal.
func allowedPrefix(c decode.Constraint, m *spm.Model, src int, text string) int {
	ids := m.Encode(text)
	seq := []int32{int32(m.BOSID())}
	for i, id := range ids {
		if !c.Allow(src, seq, int32(id)) {
			return i
		}
		seq = append(seq, int32(id))
	}
	return len(ids)
}

func TestNoLoops(t *testing.T) {
	m, err := spm.Load(spmPath)
	if err != nil {
		t.Fatal(err)
	}
	sources := []string{
		"The title compound was obtained from tert-butyl 1-methyl-2-oxo-ethyl carbamate.",
		"The list is 1, 2, 2, 2, 2 and 3.", // has a loop itself
	}
	if !eval.HasLoop(sources[1]) || eval.HasLoop(sources[0]) {
		t.Fatal("test sources: the second must have a loop and the first none")
	}
	c, err := NewNoLoops(newPieces(t, m, m.Size()+1), int32(m.EOSID()), sources)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		src  int
		text string
	}{
		{0, "The title compound was obtained."},
		{0, "The force of the force of the force of the device."},
		{0, "tert-butyl-1--1--1--1-yl carbamate."},
		{0, "very very very very good."},
		{0, "The very very very good compound."}, // a 3-gram once: not a loop
		{1, "The list is 1, 2, 2, 2, 2 and 3."},  // the source loops: unconstrained
	} {
		n := allowedPrefix(c, m, tc.src, tc.text)
		all := n == len(m.Encode(tc.text))
		// Every piece is allowed exactly when the whole text has no loop
		// (or the source has one); the refused piece is the one that
		// completes the first loop.
		want := !eval.HasLoop(tc.text) || tc.src == 1
		if all != want {
			t.Errorf("source %d, %q: %d of %d pieces allowed; want all: %v", tc.src, tc.text, n, len(m.Encode(tc.text)), want)
		}
		if !all {
			ids := m.Encode(tc.text)
			if eval.HasLoop(m.Decode(ids[:n])) || !eval.HasLoop(m.Decode(ids[:n+1])) {
				t.Errorf("%q: refused piece %d does not complete the first loop", tc.text, n)
			}
		}
	}
	if !c.Allow(0, []int32{int32(m.BOSID())}, int32(m.EOSID())) {
		t.Error("the end token was refused")
	}
}

func TestAllOf(t *testing.T) {
	m, lex := load(t, "the", "force", "of", "device")
	src := []string{"The force of the device."}
	words, err := New(newPieces(t, m, m.Size()+1), int32(m.EOSID()), src, lex)
	if err != nil {
		t.Fatal(err)
	}
	loops, err := NewNoLoops(newPieces(t, m, m.Size()+1), int32(m.EOSID()), src)
	if err != nil {
		t.Fatal(err)
	}
	if decode.AllOf(nil, nil) != nil || decode.AllOf(nil, words) != decode.Constraint(words) {
		t.Fatal("AllOf of nothing should be nil and of one constraint that constraint")
	}
	both := decode.AllOf(words, loops)
	for _, tc := range []struct {
		text string
		want int // pieces allowed
	}{
		{"The force of the device.", len(m.Encode("The force of the device."))},
		{"The force of the force of the force.", allowedPrefix(loops, m, 0, "The force of the force of the force.")},
		{"The banana.", allowedPrefix(words, m, 0, "The banana.")},
	} {
		if got := allowedPrefix(both, m, 0, tc.text); got != tc.want {
			t.Errorf("%q: %d pieces allowed by both, want %d", tc.text, got, tc.want)
		}
	}
}
