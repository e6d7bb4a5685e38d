package eval

import "fmt"

// SourceReport holds the measures of a system output that need no
// references: readability of the output, EASSE's quality-estimation
// features against the source and the garbling measures. Its JSON form is
// the output of "patsimp eval --format json" without --refs.
type SourceReport struct {
	FKGL float64 `json:"fkgl"`
	FRE  float64 `json:"fre"`
	Quality
	Garbling
	// N is the number of sentences.
	N int `json:"n"`
}

// EvaluateSource measures the outputs sys of the sources orig without
// references: the fields are those Evaluate computes with the same options
// (FKGL and FRE of the output, the quality features, invented words, loops
// and BLEU against the source).
func EvaluateSource(orig, sys []string, opt Options) (SourceReport, error) {
	if len(orig) != len(sys) {
		return SourceReport{}, fmt.Errorf("eval: %d original sentences but %d system sentences", len(orig), len(sys))
	}
	ranker, tok, err := opt.resolve()
	if err != nil {
		return SourceReport{}, err
	}
	c := newNormCorpus(len(sys), 0)
	c.fill(orig, sys, nil, !opt.KeepCase, tok, false)
	q, g := c.quality(ranker), c.garbling(orig, sys, ranker)
	read := CorpusReadability(sys)
	return SourceReport{FKGL: read.FKGL(), FRE: read.FRE(), Quality: q, Garbling: g, N: len(sys)}, nil
}
