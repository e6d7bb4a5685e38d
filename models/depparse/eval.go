package depparse

import (
	"fmt"
	"slices"

	"github.com/patsimp/patsimp/data/conllu"
)

// Metrics are a parser's scores against gold trees.
type Metrics struct {
	Sentences int
	Words     int
	// UAS is the unlabelled attachment score: the fraction of words (all of
	// them, punctuation included, as in the CoNLL 2018 shared task) whose
	// predicted head is the gold head.
	UAS float64
	// DepthExact is the fraction of sentences whose predicted tree depth
	// equals the gold depth.
	DepthExact float64
	// DepthMAE is the mean absolute difference between predicted and gold
	// tree depths.
	DepthMAE float64
	// UPOS is the fraction of words with a gold UPOS tag whose predicted
	// tag is the gold one (0 when the model does not tag or the gold
	// sentences have no tags).
	UPOS float64
}

// Evaluate parses the gold tokenization of sents and scores the predicted
// trees against the gold ones.
func (p *Parser) Evaluate(sents []*conllu.Sentence) (Metrics, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return evaluate(p.members, sents)
}

func evaluate(members []*member, sents []*conllu.Sentence) (Metrics, error) {
	toks := make([][]string, len(sents))
	for i, s := range sents {
		toks[i] = s.Forms()
	}
	pred, upos, err := predict(members, toks, true)
	if err != nil {
		return Metrics{}, err
	}
	return score(sents, pred, upos)
}

// score compares predicted heads and tags with the gold sentences.
func score(sents []*conllu.Sentence, pred [][]int, upos [][]string) (Metrics, error) {
	var m Metrics
	var correct, exact, tagged, tagsRight int
	var absErr float64
	for i, s := range sents {
		if len(pred[i]) != len(s.Words) {
			return m, fmt.Errorf("depparse: sentence %d: %d predicted heads for %d words", i+1, len(pred[i]), len(s.Words))
		}
		for j, w := range s.Words {
			if pred[i][j] == w.Head {
				correct++
			}
			if w.UPOS != "" && w.UPOS != "_" && j < len(upos[i]) && upos[i][j] != "" {
				tagged++
				if upos[i][j] == w.UPOS {
					tagsRight++
				}
			}
		}
		m.Words += len(s.Words)
		gd, err := s.Depth()
		if err != nil {
			return m, fmt.Errorf("depparse: gold sentence %d: %w", i+1, err)
		}
		pd, err := conllu.Depth(pred[i])
		if err != nil {
			return m, fmt.Errorf("depparse: predicted sentence %d: %w", i+1, err)
		}
		if gd == pd {
			exact++
		}
		absErr += float64(max(gd-pd, pd-gd))
	}
	m.Sentences = len(sents)
	if m.Words > 0 {
		m.UAS = float64(correct) / float64(m.Words)
	}
	if tagged > 0 {
		m.UPOS = float64(tagsRight) / float64(tagged)
	}
	if m.Sentences > 0 {
		m.DepthExact = float64(exact) / float64(m.Sentences)
		m.DepthMAE = absErr / float64(m.Sentences)
	}
	return m, nil
}

// RawMetrics score parsing from raw text, where the tokenizer's output may
// differ from the gold words.
type RawMetrics struct {
	Sentences int
	// TokensExact is the fraction of sentences whose tokens equal the gold
	// syntactic words.
	TokensExact float64
	DepthExact  float64
	DepthMAE    float64
}

// EvaluateRaw tokenizes and parses each sentence's "# text" comment and
// compares the tree depth with the gold tree's. Sentences without a text
// comment are skipped.
func (p *Parser) EvaluateRaw(sents []*conllu.Sentence) (RawMetrics, error) {
	var texts []string
	var gold []*conllu.Sentence
	for _, s := range sents {
		if t := s.Text(); t != "" {
			texts = append(texts, t)
			gold = append(gold, s)
		}
	}
	var m RawMetrics
	toks := make([][]string, len(texts))
	for i, t := range texts {
		toks[i] = Tokenize(t)
	}
	heads, err := p.ParseTokens(toks)
	if err != nil {
		return m, err
	}
	var tokExact, exact int
	var absErr float64
	for i, s := range gold {
		if slices.Equal(toks[i], s.Forms()) {
			tokExact++
		}
		gd, err := s.Depth()
		if err != nil {
			return m, fmt.Errorf("depparse: gold sentence %d: %w", i+1, err)
		}
		pd, err := conllu.Depth(heads[i])
		if err != nil {
			return m, fmt.Errorf("depparse: predicted sentence %d: %w", i+1, err)
		}
		if gd == pd {
			exact++
		}
		absErr += float64(max(gd-pd, pd-gd))
	}
	m.Sentences = len(gold)
	if m.Sentences > 0 {
		n := float64(m.Sentences)
		m.TokensExact, m.DepthExact, m.DepthMAE = float64(tokExact)/n, float64(exact)/n, absErr/n
	}
	return m, nil
}
