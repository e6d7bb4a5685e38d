package depparse

import (
	"fmt"
	"math"

	"github.com/patsimp/patsimp/data/conllu"
)

// teacherTargets returns the teacher's head distribution for every word of
// each sentence (gold tokenization): the softmax of the teacher members'
// mean head log-probabilities. targets[s][(d-1)*(n+1)+h] is the probability
// that head h (0 = ROOT) governs word d of sentence s, which has n words.
func teacherTargets(teacher *Parser, sents []*conllu.Sentence) ([][]float32, error) {
	if teacher == nil {
		return nil, nil
	}
	teacher.mu.Lock()
	defer teacher.mu.Unlock()
	toks := make([][]string, len(sents))
	for i, s := range sents {
		toks[i] = s.Forms()
	}
	out := make([][]float32, len(sents))
	scale := 1 / float64(len(teacher.members))
	err := scoreSentences(teacher.members, toks, false, func(i int, sc, _ [][]float64) {
		n := len(toks[i])
		dist := make([]float32, n*(n+1))
		for d := 1; d <= n; d++ {
			maxv := math.Inf(-1)
			for _, v := range sc[d] {
				maxv = math.Max(maxv, scale*v)
			}
			sum := 0.0
			for _, v := range sc[d] {
				sum += math.Exp(scale*v - maxv)
			}
			for h, v := range sc[d] {
				dist[(d-1)*(n+1)+h] = float32(math.Exp(scale*v-maxv) / sum)
			}
		}
		out[i] = dist
	})
	if err != nil {
		return nil, fmt.Errorf("depparse: teacher targets: %w", err)
	}
	return out, nil
}
