package eval

// Options configure Evaluate. The zero value follows the EASSE command line
// (easse evaluate): lowercase, 13a, not legacy.
type Options struct {
	// KeepCase disables lowercasing for SARI, BLEU and the
	// quality-estimation features (FKGL always lowercases).
	KeepCase bool
	// Tokenizer; zero means 13a.
	Tokenizer Tokenizer
	// Legacy selects EASSE's legacy SARI (see SARIOptions.Legacy).
	Legacy bool
	// Ranker scores lexical complexity; nil means DefaultWordRanker.
	Ranker *WordRanker
}

// resolve checks the tokenizer and fills in the defaults: the ranker
// (DefaultWordRanker) and the tokenizer (13a).
func (opt Options) resolve() (*WordRanker, Tokenizer, error) {
	if err := opt.Tokenizer.valid(); err != nil {
		return nil, "", err
	}
	ranker := opt.Ranker
	if ranker == nil {
		var err error
		if ranker, err = DefaultWordRanker(); err != nil {
			return nil, "", err
		}
	}
	tok := opt.Tokenizer
	if tok == "" {
		tok = Tokenizer13a
	}
	return ranker, tok, nil
}

// Report is the result of Evaluate. Its JSON form is the output of
// "patsimp eval --format json".
type Report struct {
	SARI     float64 `json:"sari"`
	SARIAdd  float64 `json:"sari_add"`
	SARIKeep float64 `json:"sari_keep"`
	SARIDel  float64 `json:"sari_del"`
	BLEU     float64 `json:"bleu"`
	FKGL     float64 `json:"fkgl"`
	FRE      float64 `json:"fre"`
	Quality
	Garbling
	// N is the number of sentences.
	N int `json:"n"`
}

// Evaluate scores the system output sys for the sources orig against the
// references refs[k][i] with every metric: corpus SARI and its parts, corpus
// BLEU, FKGL and Flesch Reading Ease of the output, and the
// quality-estimation features, as "easse evaluate -q" computes them, and
// the garbling measures (CorpusGarbling: invented words against the ranker's
// list, loops, and BLEU against the source with the BLEU settings). Each
// sentence is normalised once and shared by the metrics that agree on its
// normalisation.
func Evaluate(orig, sys []string, refs [][]string, opt Options) (Report, error) {
	if err := checkCorpus(orig, sys, refs, true); err != nil {
		return Report{}, err
	}
	ranker, tok, err := opt.resolve()
	if err != nil {
		return Report{}, err
	}
	lower := !opt.KeepCase
	fkglShared := lower && tok == Tokenizer13a

	c := newNormCorpus(len(sys), len(refs))
	var fkglSys []string
	c.fill(orig, sys, refs, lower, tok, false)
	if !fkglShared {
		fk := newNormCorpus(len(sys), 0)
		fk.fill(nil, sys, nil, true, Tokenizer13a, false)
		fkglSys = fk.sys
	}

	var sari *SARIStats
	var bleuStats *BLEUStats
	if opt.Legacy {
		var err error
		sari, err = CorpusSARIStats(orig, sys, refs, SARIOptions{Tokenizer: tok, Legacy: true})
		if err != nil {
			return Report{}, err
		}
		bleuStats = c.bleuStats()
	} else {
		sari, bleuStats = c.stats(true, true)
	}
	ss := sari.Score(SARIOptions{})
	bleu := bleuStats.Score(BLEUOptions{})

	if fkglShared {
		fkglSys = c.sys
	}
	parts := parallelCollect(len(fkglSys), func(lo, hi int) Readability {
		var r Readability
		var rc readabilityCounter
		for i := lo; i < hi; i++ {
			r.Add(rc.count(fkglSys[i]))
		}
		return r
	})
	var read Readability
	for _, p := range parts {
		read.Add(p)
	}

	return Report{
		SARI: ss.SARI, SARIAdd: ss.Add, SARIKeep: ss.Keep, SARIDel: ss.Del,
		BLEU:     bleu.Score,
		FKGL:     read.FKGL(),
		FRE:      read.FRE(),
		Quality:  c.quality(ranker),
		Garbling: c.garbling(orig, sys, ranker),
		N:        len(sys),
	}, nil
}
