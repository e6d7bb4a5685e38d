package decode

import (
	"context"
	"math"
	"strings"
	"testing"
)

// TestScoreSumsTeacherForcedLogProbs checks Score against the toy model's
// log-probabilities summed by hand, with ragged target lists (a source
// without targets among them) and against beam search's own scores.
func TestScoreSumsTeacherForcedLogProbs(t *testing.T) {
	m := &toyModel{vocab: 6}
	srcs := [][]int32{{5, 2, 1}, {3, 1}, {4, 4, 1}}
	targets := [][][]int32{{{2, 3, 1}, {1}, {4, 4, 4, 4, 1}}, nil, {{5, 1}}}
	got, err := Score(context.Background(), m, srcs, targets, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, ts := range targets {
		if len(got[i]) != len(ts) {
			t.Fatalf("source %d: %d scores for %d targets", i, len(got[i]), len(ts))
		}
		for j, tg := range ts {
			var want float64
			hist := []int32{0}
			for _, tok := range tg {
				want += float64(m.logProbs(srcs[i], hist)[tok])
				hist = append(hist, tok)
			}
			if math.Abs(got[i][j]-want) > 1e-9 {
				t.Errorf("source %d target %d: score %.9f, want %.9f", i, j, got[i][j], want)
			}
		}
	}
	// A beam hypothesis that ended by itself, scored by teacher forcing,
	// gets its search score back (length penalty 1: sum / generated
	// tokens). A forced EOS would not: its log-probability is not the
	// model's.
	opt := toyOptions(8, 10)
	opt.EarlyStopping, opt.ForcedEOSTokenID, opt.NumReturnSequences = StopNever, -1, 8
	hyps, err := Generate(context.Background(), m, srcs, opt)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for i, hs := range hyps {
		for _, h := range hs {
			toks := h.Tokens[1:]
			if toks[len(toks)-1] != opt.EOSTokenID {
				continue
			}
			sums, err := Score(context.Background(), m, srcs[i:i+1], [][][]int32{{toks}}, 0)
			if err != nil {
				t.Fatal(err)
			}
			if mean := sums[0][0] / float64(len(toks)); math.Abs(mean-h.Score) > 1e-5 {
				t.Errorf("source %d, %v: teacher-forced mean %.6f, beam score %.6f", i, toks, mean, h.Score)
			}
			checked++
		}
	}
	if checked < 3 {
		t.Fatalf("only %d hypotheses ended with EOS", checked)
	}
}

func TestScoreErrors(t *testing.T) {
	m := &toyModel{vocab: 4}
	for _, tc := range []struct {
		name    string
		targets [][][]int32
		want    string
	}{
		{"count", [][][]int32{{{1}}, {{1}}}, "1 sources but 2 target lists"},
		{"token", [][][]int32{{{2, 9, 1}}}, "token 9 outside the vocabulary"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Score(context.Background(), m, [][]int32{{2, 1}}, tc.targets, 0)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
		})
	}
	got, err := Score(context.Background(), m, [][]int32{{2, 1}}, [][][]int32{nil}, 0)
	if err != nil || len(got) != 1 || len(got[0]) != 0 {
		t.Fatalf("no targets: %v, %v", got, err)
	}
}
