package lexical

import (
	"fmt"

	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/eval"
)

// NoLoops is a decode.Constraint against loops as patsimp eval counts them
// (eval.HasLoop: a block of lowercased 13a tokens immediately repeated, long
// enough that a 3-gram occurs twice inside it). It refuses a token after
// which the output's text would hold such a loop. A 3-gram ban on pieces
// (decode.Options.NoRepeatNgramSize) misses loops that the model spells with
// different pieces each time ("-1--1--1-"); this checks the text. Sources
// that hold a loop themselves are left unconstrained, so that copying them
// stays possible. It is safe for concurrent use.
type NoLoops struct {
	*Pieces
	eos  int32
	free []bool // per source: the source has a loop
}

var _ decode.Constraint = (*NoLoops)(nil)

// NewNoLoops returns the constraint for outputs of sources (in the order
// decode sees them), with the tokens of p and end token eos.
func NewNoLoops(p *Pieces, eos int32, sources []string) (*NoLoops, error) {
	if p == nil {
		return nil, fmt.Errorf("lexical: nil pieces")
	}
	l := &NoLoops{Pieces: p, eos: eos, free: make([]bool, len(sources))}
	for i, s := range sources {
		l.free[i] = eval.HasLoop(s)
	}
	return l, nil
}

// Allow implements decode.Constraint: tok may follow seq unless the text of
// seq (after its start token) and tok has a loop. The end token and tokens
// that are not text add nothing and are allowed.
func (l *NoLoops) Allow(src int, seq []int32, tok int32) bool {
	if src < 0 || src >= len(l.free) || l.free[src] || tok == l.eos || tok < 0 || int(tok) >= len(l.text) || l.text[tok] == nil {
		return true
	}
	var stack [256]byte
	buf := append(l.appendText(stack[:0], seq[min(1, len(seq)):]), l.text[tok]...)
	return !eval.HasLoop(string(buf))
}
