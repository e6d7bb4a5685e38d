package bench

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/eval"
)

// Embedded inputs; see data/README.md.
var (
	//go:embed data/patents.txt
	patentsText string
	//go:embed data/patents10k.model
	patentsSPM []byte
)

// Special token ids of the benchmark vocabulary (data/patents10k.model) and
// of the random ACCESS models.
const (
	padID = 0
	bosID = 1
	eosID = 2
)

// vocabSize is the size of the benchmark SentencePiece vocabulary, which
// the ACCESS workloads use as their vocabulary size.
const vocabSize = 10000

// PatentSentences returns the first n embedded patent sentences (all of
// them when n ≤ 0 or n exceeds their number, 2,136).
func PatentSentences(n int) []string {
	lines := strings.Split(strings.TrimSuffix(patentsText, "\n"), "\n")
	if n > 0 && n < len(lines) {
		lines = lines[:n]
	}
	return lines
}

// Tokenizer returns the embedded 10k-piece SentencePiece model.
func Tokenizer() (*spm.Model, error) {
	m, err := spm.Parse(patentsSPM)
	if err != nil {
		return nil, fmt.Errorf("bench: embedded data/patents10k.model: %w", err)
	}
	return m, nil
}

// perturb derives a sentence from words by a fixed rule, so that the eval
// workload's system outputs and references are the same in every
// implementation (bench/torch/bench.py has the same function): word j of
// sentence i is dropped when (7i+3j+salt) mod m is 0, replaced by "it" when
// it is 1, and kept otherwise; if nothing is left the words are kept.
func perturb(words []string, i, salt, m int) string {
	out := make([]string, 0, len(words))
	for j, w := range words {
		switch (7*i + 3*j + salt) % m {
		case 0:
		case 1:
			out = append(out, "it")
		default:
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		out = words
	}
	return strings.Join(out, " ")
}

// evalRefs is the number of references of the eval workload (TurkCorpus
// has 8).
const evalRefs = 8

// SimplificationData returns generated system outputs and references for
// orig: sys[i] = perturb(orig[i], salt 100, m 5) and refs[k][i] =
// perturb(orig[i], salt k, m 4+k) for k < 8, words split like Python's
// str.split.
func SimplificationData(orig []string) (sys []string, refs [][]string) {
	sys = make([]string, len(orig))
	refs = make([][]string, evalRefs)
	for k := range refs {
		refs[k] = make([]string, len(orig))
	}
	for i, o := range orig {
		words := eval.PyFields(o)
		sys[i] = perturb(words, i, 100, 5)
		for k := range refs {
			refs[k][i] = perturb(words, i, k, 4+k)
		}
	}
	return sys, refs
}

// sourceIDs returns rows deterministic token-id sequences of length n in
// [4, vocab): id(i, j) = 4 + (131i + 17j) mod (vocab − 4), the same in
// bench/torch/bench.py. The ids only fix shapes: the weights are random.
func sourceIDs(rows, n, vocab int) [][]int32 {
	out := make([][]int32, rows)
	for i := range out {
		out[i] = make([]int32, n)
		for j := range out[i] {
			out[i][j] = int32(4 + (131*i+17*j)%(vocab-4))
		}
	}
	return out
}
