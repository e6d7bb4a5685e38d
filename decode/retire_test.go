package decode

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"
)

// retainingModel is toyModel with sessions that implement Retainer.
type retainingModel struct {
	toyModel
	retains [][]int // the sources kept by each Retain call
	rows    []int   // rows of every step
}

func (m *retainingModel) Start(src [][]int32, expand, maxSteps int) (Session, error) {
	s, err := m.toyModel.Start(src, expand, maxSteps)
	if err != nil {
		return nil, err
	}
	return &retainingSession{toySession: s.(*toySession), m: m}, nil
}

type retainingSession struct {
	*toySession
	m *retainingModel
}

func (s *retainingSession) Step(parents, tokens []int32) ([]float32, error) {
	if len(tokens) != len(s.hist) {
		return nil, errors.New("toy: wrong number of tokens")
	}
	s.m.rows = append(s.m.rows, len(tokens))
	return s.toySession.Step(parents, tokens)
}

func (s *retainingSession) Retain(sources []int) error {
	s.m.retains = append(s.m.retains, slices.Clone(sources))
	var src, hist [][]int32
	for i, b := range sources {
		if i > 0 && b <= sources[i-1] {
			return errors.New("toy: sources not increasing")
		}
		for j := range s.expand {
			src = append(src, s.src[b*s.expand+j])
			hist = append(hist, s.hist[b*s.expand+j])
		}
	}
	s.src, s.hist = src, hist
	return nil
}

// TestRetireGivesSameResults: a session that drops finished sources gives
// the results of one that keeps them, in greedy and beam search, with
// per-source length limits; and it does drop them.
func TestRetireGivesSameResults(t *testing.T) {
	var srcs [][]int32
	for i := range 13 {
		s := make([]int32, 1+i%5)
		for j := range s {
			s[j] = int32(2 + (i*3+j)%4)
		}
		srcs = append(srcs, append(s, 1))
	}
	for _, beams := range []int{1, 3} {
		for _, a := range []float64{0, 1.5} {
			opt := toyOptions(beams, 12)
			opt.MaxLenA, opt.MaxLenB, opt.NumReturnSequences = a, 4, beams
			want, err := Generate(context.Background(), &toyModel{vocab: 6}, srcs, opt)
			if err != nil {
				t.Fatal(err)
			}
			rm := &retainingModel{toyModel: toyModel{vocab: 6}}
			got, err := Generate(context.Background(), rm, srcs, opt)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want {
				for j := range want[i] {
					if !slices.Equal(got[i][j].Tokens, want[i][j].Tokens) || got[i][j].Score != want[i][j].Score {
						t.Errorf("beams %d a %v source %d hyp %d: retired %v %v, kept %v %v", beams, a, i, j,
							got[i][j].Tokens, got[i][j].Score, want[i][j].Tokens, want[i][j].Score)
					}
				}
			}
			if a > 0 && len(rm.retains) == 0 {
				t.Errorf("beams %d a %v: no source retired (rows per step %v)", beams, a, rm.rows)
			}
			for _, kept := range rm.retains {
				if n := len(kept); n&(n-1) != 0 {
					t.Errorf("beams %d a %v: kept %d sources, not a power of two", beams, a, n)
				}
			}
		}
	}
}

// TestPerSourceMaxLength: in a batch, each source is limited by its own
// length exactly as if it were decoded alone with that MaxLength.
func TestPerSourceMaxLength(t *testing.T) {
	m := &toyModel{vocab: 5}
	srcs := [][]int32{{2, 1}, {3, 4, 2, 3, 2, 4, 1}, {4, 4, 1}}
	for _, beams := range []int{1, 2} {
		opt := toyOptions(beams, 20)
		opt.EOSTokenID, opt.ForcedEOSTokenID = 1, -1
		opt.MaxLenA, opt.MaxLenB = 0.5, 2
		got, err := Generate(context.Background(), m, srcs, opt)
		if err != nil {
			t.Fatal(err)
		}
		for i, src := range srcs {
			alone := opt
			alone.MaxLenA, alone.MaxLenB = 0, 0
			alone.MaxLength = int(0.5*float64(len(src))) + 2 + 1
			want, err := Generate(context.Background(), m, [][]int32{src}, alone)
			if err != nil {
				t.Fatal(err)
			}
			if g, w := got[i][0], want[0][0]; !slices.Equal(g.Tokens, w.Tokens) || g.Score != w.Score {
				t.Errorf("beams %d source %d: in batch %v %v, alone (max %d) %v %v", beams, i, g.Tokens, g.Score, alone.MaxLength, w.Tokens, w.Score)
			}
			if len(got[i][0].Tokens) > alone.MaxLength {
				t.Errorf("beams %d source %d: %d tokens, limit %d", beams, i, len(got[i][0].Tokens), alone.MaxLength)
			}
		}
	}
}

// loopModel always prefers token 3, then 4; EOS (1) is unlikely.
type loopModel struct{ toyModel }

func (m *loopModel) Start(src [][]int32, expand, maxSteps int) (Session, error) {
	return &loopSession{rows: len(src) * expand}, nil
}

type loopSession struct{ rows int }

func (s *loopSession) VocabSize() int { return 5 }
func (s *loopSession) Close() error   { return nil }
func (s *loopSession) Step(_, tokens []int32) ([]float32, error) {
	row := []float32{-9, -8, -9, -0.1, -2.5}
	var out []float32
	for range tokens {
		out = append(out, row...)
	}
	return out, nil
}

func TestStopRepeats(t *testing.T) {
	for _, tc := range []struct {
		seq  []int32
		n    int
		want bool
	}{
		{[]int32{3, 3, 3}, 3, true},
		{[]int32{3, 3}, 3, false},
		{[]int32{5, 6, 7, 5, 6, 7, 5, 6, 7}, 3, true},
		{[]int32{9, 5, 6, 7, 5, 6, 7}, 2, true},
		{[]int32{5, 6, 7, 5, 6, 8}, 2, false},
		{[]int32{}, 2, false},
	} {
		if got := endsInRepeats(tc.seq, tc.n); got != tc.want {
			t.Errorf("endsInRepeats(%v, %d) = %v", tc.seq, tc.n, got)
		}
	}
	m := &loopModel{}
	for _, beams := range []int{1, 2} {
		opt := toyOptions(beams, 30)
		opt.ForcedEOSTokenID = -1
		opt.StopRepeats = 3
		got, err := Generate(context.Background(), m, [][]int32{{2, 1}}, opt)
		if err != nil {
			t.Fatal(err)
		}
		if h := got[0][0]; !slices.Equal(h.Tokens, []int32{0, 3, 3, 3, 1}) {
			t.Errorf("beams %d: %v, want the loop cut after 3 repeats", beams, h.Tokens)
		} else if beams == 1 && math.Abs(h.Score-3*-0.1) > 1e-6 { // the forced EOS adds log 1
			t.Errorf("greedy score %v, want %v", h.Score, 3*-0.1)
		}
	}
	bad := toyOptions(1, 5)
	bad.StopRepeats = 1
	if bad.Validate() == nil {
		t.Error("StopRepeats 1 accepted")
	}
}
