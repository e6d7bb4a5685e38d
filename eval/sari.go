package eval

import (
	"errors"
	"fmt"
)

// SARIOptions select the SARI variant. The zero value is EASSE's
// corpus_sari with its defaults: lowercase, 13a tokenization, F1 for
// deletion, macro averaging over n-gram orders.
type SARIOptions struct {
	// KeepCase disables lowercasing (EASSE lowercase=False).
	KeepCase bool
	// Tokenizer applied to every sentence; zero means 13a.
	Tokenizer Tokenizer
	// Legacy reproduces EASSE legacy=True: nothing is lowercased and the
	// original sentences are not tokenized.
	Legacy bool
	// PaperVersion averages precision and recall over n-gram orders before
	// taking F1 (EASSE use_paper_version=True).
	PaperVersion bool
	// DeletionPrecision scores deletion by precision alone instead of F1
	// (EASSE use_f1_for_deletion=False).
	DeletionPrecision bool
}

// SARIScore is corpus SARI and its three operation scores, all in 0..100.
type SARIScore struct {
	SARI, Add, Keep, Del float64
}

// SARIStats are the summed SARI n-gram statistics of a corpus, indexed by
// n-gram order minus one. They add up over sentences, so corpora can be
// scored in parts and combined with Add.
type SARIStats struct {
	AddSysCorrect, AddSysTotal, AddRefTotal    [maxOrder]int64
	KeepSysCorrect, KeepSysTotal, KeepRefTotal [maxOrder]int64
	DelSysCorrect, DelSysTotal, DelRefTotal    [maxOrder]int64
}

// Add adds the statistics of o to s.
func (s *SARIStats) Add(o *SARIStats) {
	for n := range maxOrder {
		s.AddSysCorrect[n] += o.AddSysCorrect[n]
		s.AddSysTotal[n] += o.AddSysTotal[n]
		s.AddRefTotal[n] += o.AddRefTotal[n]
		s.KeepSysCorrect[n] += o.KeepSysCorrect[n]
		s.KeepSysTotal[n] += o.KeepSysTotal[n]
		s.KeepRefTotal[n] += o.KeepRefTotal[n]
		s.DelSysCorrect[n] += o.DelSysCorrect[n]
		s.DelSysTotal[n] += o.DelSysTotal[n]
		s.DelRefTotal[n] += o.DelRefTotal[n]
	}
}

// checkCorpus validates the shapes of a corpus: len(sys) sentences, at least
// one reference stream, every stream (and orig, when given) as long as sys.
func checkCorpus(orig, sys []string, refs [][]string, needOrig bool) error {
	if needOrig && len(orig) != len(sys) {
		return fmt.Errorf("eval: %d original sentences but %d system sentences", len(orig), len(sys))
	}
	if len(refs) == 0 {
		return errors.New("eval: no reference streams")
	}
	for k, r := range refs {
		if len(r) != len(sys) {
			return fmt.Errorf("eval: reference stream %d has %d sentences but the system output has %d", k, len(r), len(sys))
		}
	}
	return nil
}

// CorpusSARI returns EASSE's corpus_sari of the system sentences sys for
// the sources orig against the references refs[k][i] (reference k of
// sentence i).
func CorpusSARI(orig, sys []string, refs [][]string, opt SARIOptions) (SARIScore, error) {
	st, err := CorpusSARIStats(orig, sys, refs, opt)
	if err != nil {
		return SARIScore{}, err
	}
	return st.Score(opt), nil
}

// CorpusSARIStats normalises the corpus as opt asks and returns its summed
// SARI statistics.
func CorpusSARIStats(orig, sys []string, refs [][]string, opt SARIOptions) (*SARIStats, error) {
	if err := checkCorpus(orig, sys, refs, true); err != nil {
		return nil, err
	}
	if err := opt.Tokenizer.valid(); err != nil {
		return nil, fmt.Errorf("eval: %w", err)
	}
	lower := !opt.KeepCase && !opt.Legacy
	tok := opt.Tokenizer
	c := newNormCorpus(len(sys), len(refs))
	c.fill(orig, sys, refs, lower, tok, opt.Legacy)
	return c.sariStats(), nil
}

// normCorpus is a corpus whose sentences are already normalised.
type normCorpus struct {
	orig, sys []string
	refs      [][]string
}

func newNormCorpus(n, nrefs int) *normCorpus {
	c := &normCorpus{orig: make([]string, n), sys: make([]string, n), refs: make([][]string, nrefs)}
	for k := range c.refs {
		c.refs[k] = make([]string, n)
	}
	return c
}

// prf returns EASSE's precision, recall and F1 of correct matches among
// sysTotal proposed and refTotal expected, each 0 when undefined.
func prf(correct, sysTotal, refTotal int64) (p, r, f float64) {
	if sysTotal > 0 {
		p = float64(correct) / float64(sysTotal)
	}
	if refTotal > 0 {
		r = float64(correct) / float64(refTotal)
	}
	if p > 0 && r > 0 {
		f = 2 * p * r / (p + r)
	}
	return p, r, f
}

func f1(p, r float64) float64 {
	if p > 0 && r > 0 {
		return 2 * p * r / (p + r)
	}
	return 0
}

// Score turns the statistics into SARI as EASSE's compute_macro_sari (or
// compute_micro_sari for opt.PaperVersion) does, in the same floating-point
// order.
func (s *SARIStats) Score(opt SARIOptions) SARIScore {
	var add, keep, del float64
	if !opt.PaperVersion {
		for n := range maxOrder {
			_, _, af := prf(s.AddSysCorrect[n], s.AddSysTotal[n], s.AddRefTotal[n])
			_, _, kf := prf(s.KeepSysCorrect[n], s.KeepSysTotal[n], s.KeepRefTotal[n])
			dp, _, df := prf(s.DelSysCorrect[n], s.DelSysTotal[n], s.DelRefTotal[n])
			add += af / maxOrder
			keep += kf / maxOrder
			if opt.DeletionPrecision {
				del += dp / maxOrder
			} else {
				del += df / maxOrder
			}
		}
	} else {
		var ap, ar, kp, kr, dp, dr [maxOrder]float64
		for n := range maxOrder {
			ap[n], ar[n], _ = prf(s.AddSysCorrect[n], s.AddSysTotal[n], s.AddRefTotal[n])
			kp[n], kr[n], _ = prf(s.KeepSysCorrect[n], s.KeepSysTotal[n], s.KeepRefTotal[n])
			dp[n], dr[n], _ = prf(s.DelSysCorrect[n], s.DelSysTotal[n], s.DelRefTotal[n])
		}
		mean := func(v [maxOrder]float64) float64 {
			var t float64
			for _, x := range v {
				t += x
			}
			return t / maxOrder
		}
		add = f1(mean(ap), mean(ar))
		keep = f1(mean(kp), mean(kr))
		if opt.DeletionPrecision {
			del = mean(dp)
		} else {
			del = f1(mean(dp), mean(dr))
		}
	}
	add, keep, del = 100*add, 100*keep, 100*del
	return SARIScore{SARI: (add + keep + del) / 3, Add: add, Keep: keep, Del: del}
}
