package bench

import (
	"context"
	"fmt"

	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/eval"
)

// tokenizeWork encodes sentences with a SentencePiece model, one after the
// other on one goroutine (like the Python library's EncodeAsIds loop).
type tokenizeWork struct {
	model     *spm.Model
	sentences []string
}

func (w *tokenizeWork) Run(ctx context.Context) (Work, error) {
	var tokens int64
	for _, s := range w.sentences {
		tokens += int64(len(w.model.Encode(s)))
	}
	if err := ctx.Err(); err != nil {
		return Work{}, err
	}
	n := int64(len(w.sentences))
	return Work{Tokens: tokens, Sentences: n, Check: float64(tokens)}, nil
}

// prepareTokenize sets up the tokenize workload: SentencePiece encoding of
// the embedded patent sentences with the embedded 10k model. Tokens are the
// produced pieces; Check is their total, which the reference must match.
func prepareTokenize(_ context.Context, e *env, res *Result) (Workload, error) {
	m, err := Tokenizer()
	if err != nil {
		return nil, err
	}
	sents := PatentSentences(e.opt.Batch)
	res.Batch = len(sents)
	res.Reps = e.opt.pick(0, 3, 10)
	return &tokenizeWork{model: m, sentences: sents}, nil
}

// evalWork scores a corpus with corpus SARI.
type evalWork struct {
	orig, sys []string
	refs      [][]string
	tokens    int64 // whitespace words of sys
}

func (w *evalWork) Run(ctx context.Context) (Work, error) {
	score, err := eval.CorpusSARI(w.orig, w.sys, w.refs, eval.SARIOptions{})
	if err != nil {
		return Work{}, fmt.Errorf("corpus SARI: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return Work{}, err
	}
	return Work{Tokens: w.tokens, Sentences: int64(len(w.sys)), Check: score.SARI}, nil
}

// prepareEval sets up the eval workload: EASSE-compatible corpus SARI
// (lowercase, 13a) of generated system outputs against 8 generated
// references (SimplificationData) for the embedded patent sentences.
// Tokens are the whitespace words of the system outputs; Check is the
// SARI score, which the reference must match.
func prepareEval(_ context.Context, e *env, res *Result) (Workload, error) {
	orig := PatentSentences(e.opt.pick(e.opt.Batch, 500, 0))
	sys, refs := SimplificationData(orig)
	res.Batch = len(orig)
	res.Reps = e.opt.pick(0, 3, 5)
	var tokens int64
	for _, s := range sys {
		tokens += int64(len(eval.PyFields(s)))
	}
	return &evalWork{orig: orig, sys: sys, refs: refs, tokens: tokens}, nil
}
