package decode

import (
	"context"
	"fmt"
)

// Score returns the log-probability a model gives each target sequence
// given its source, by teacher forcing: result[i][j] is the sum over the
// tokens of targets[i][j] of their log-probabilities, each conditioned on
// src[i] and the tokens before it. Each target starts after the decoder
// start token start and holds every token to score (its EOS included, if
// it is to be scored). Sources without targets get no scores.
//
// All of a source's targets share one session of len(targets[i]) rows per
// source (the longest list sets the width), so scoring k targets costs
// about as much as a k-beam search of their length.
func Score(ctx context.Context, m Model, src [][]int32, targets [][][]int32, start int32) ([][]float64, error) {
	if len(targets) != len(src) {
		return nil, fmt.Errorf("decode: score: %d sources but %d target lists", len(src), len(targets))
	}
	width, steps := 0, 0
	for _, ts := range targets {
		width = max(width, len(ts))
		for _, t := range ts {
			steps = max(steps, len(t))
		}
	}
	out := make([][]float64, len(src))
	if width == 0 || steps == 0 {
		for i, ts := range targets {
			out[i] = make([]float64, len(ts))
		}
		return out, nil
	}
	sess, err := m.Start(src, width, steps)
	if err != nil {
		return nil, err
	}
	defer sess.Close()
	rows := len(src) * width
	// row r scores targets[r/width][r%width], or nothing.
	target := func(r int) []int32 {
		if ts := targets[r/width]; r%width < len(ts) {
			return ts[r%width]
		}
		return nil
	}
	for i, ts := range targets {
		out[i] = make([]float64, len(ts))
	}
	vocab := sess.VocabSize()
	tokens := make([]int32, rows)
	for t := 0; t < steps; t++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		for r := range tokens {
			tg := target(r)
			switch {
			case t == 0:
				tokens[r] = start
			case t-1 < len(tg):
				tokens[r] = tg[t-1]
			default:
				tokens[r] = start // finished rows feed anything
			}
		}
		lp, err := sess.Step(nil, tokens)
		if err != nil {
			return nil, err
		}
		for r := 0; r < rows; r++ {
			tg := target(r)
			if t >= len(tg) {
				continue
			}
			id := tg[t]
			if id < 0 || int(id) >= vocab {
				return nil, fmt.Errorf("decode: score: target %d of source %d: token %d outside the vocabulary [0, %d)", r%width+1, r/width+1, id, vocab)
			}
			out[r/width][r%width] += float64(lp[r*vocab+int(id)])
		}
	}
	return out, nil
}
