package eval

import (
	"fmt"
	"math"
)

// Smoothing names a sacrebleu BLEU smoothing method.
type Smoothing string

// The smoothing methods of sacrebleu. The zero value means SmoothExp.
const (
	SmoothExp   Smoothing = "exp"
	SmoothFloor Smoothing = "floor"
	SmoothAddK  Smoothing = "add-k"
	SmoothNone  Smoothing = "none"
)

// BLEUOptions configure BLEU. The zero value is EASSE's corpus_bleu with its
// defaults: case kept, 13a tokenization, exponential smoothing, fixed order
// 4.
type BLEUOptions struct {
	// Lowercase lowercases every sentence before tokenization (the EASSE
	// command line does; the corpus_bleu function does not by default).
	Lowercase bool
	// Tokenizer applied to every sentence; zero means 13a.
	Tokenizer Tokenizer
	// Smooth is the smoothing method; zero means SmoothExp.
	Smooth Smoothing
	// SmoothValue is the floor (default 0.1) or k (default 1); zero means
	// the method's default.
	SmoothValue float64
	// EffectiveOrder averages only over the orders that have n-grams in the
	// output (always on in SentenceBLEU).
	EffectiveOrder bool
}

func (o BLEUOptions) smoothing() (Smoothing, float64, error) {
	m, v := o.Smooth, o.SmoothValue
	switch m {
	case "", SmoothExp:
		return SmoothExp, v, nil
	case SmoothFloor:
		if v == 0 {
			v = 0.1
		}
	case SmoothAddK:
		if v == 0 {
			v = 1
		}
	case SmoothNone:
	default:
		return "", 0, fmt.Errorf("eval: unknown BLEU smoothing %q", string(m))
	}
	return m, v, nil
}

// BLEUStats are summed BLEU statistics: matched and total n-grams per order
// (index n-1), output length and effective reference length. They add up
// over sentences.
type BLEUStats struct {
	Correct, Total [maxOrder]int64
	SysLen, RefLen int64
}

// Add adds the statistics of o to s.
func (s *BLEUStats) Add(o *BLEUStats) {
	for n := range maxOrder {
		s.Correct[n] += o.Correct[n]
		s.Total[n] += o.Total[n]
	}
	s.SysLen += o.SysLen
	s.RefLen += o.RefLen
}

// BLEUScore is a BLEU score with its parts, as sacrebleu reports them.
type BLEUScore struct {
	Score      float64
	Precisions [maxOrder]float64
	BP         float64
	Stats      BLEUStats
}

// CorpusBLEU returns sacrebleu's corpus BLEU of sys against refs[k][i] after
// EASSE's normalisation, as EASSE's corpus_bleu does.
func CorpusBLEU(sys []string, refs [][]string, opt BLEUOptions) (float64, error) {
	s, err := CorpusBLEUScore(sys, refs, opt)
	return s.Score, err
}

// CorpusBLEUScore is CorpusBLEU with the precisions, brevity penalty and
// statistics.
func CorpusBLEUScore(sys []string, refs [][]string, opt BLEUOptions) (BLEUScore, error) {
	if err := checkCorpus(nil, sys, refs, false); err != nil {
		return BLEUScore{}, err
	}
	if err := opt.Tokenizer.valid(); err != nil {
		return BLEUScore{}, fmt.Errorf("eval: %w", err)
	}
	if _, _, err := opt.smoothing(); err != nil {
		return BLEUScore{}, err
	}
	c := newNormCorpus(len(sys), len(refs))
	c.orig = nil
	c.fill(nil, sys, refs, opt.Lowercase, opt.Tokenizer, false)
	st := c.bleuStats()
	return st.Score(opt), nil
}

// SentenceBLEU returns sacrebleu's sentence_bleu of one output against its
// references: corpus BLEU of a one-sentence corpus with effective order.
// opt.EffectiveOrder is ignored (always on).
func SentenceBLEU(sys string, refs []string, opt BLEUOptions) (float64, error) {
	if len(refs) == 0 {
		return 0, fmt.Errorf("eval: sentence BLEU needs at least one reference")
	}
	opt.EffectiveOrder = true
	rs := make([][]string, len(refs))
	for k, r := range refs {
		rs[k] = []string{r}
	}
	return CorpusBLEU([]string{sys}, rs, opt)
}

// Score computes BLEU from the statistics exactly as sacrebleu's
// BLEU.compute_bleu does.
func (s *BLEUStats) Score(opt BLEUOptions) BLEUScore {
	method, value, _ := opt.smoothing()
	out := BLEUScore{Stats: *s}
	correct, total := [maxOrder]float64{}, [maxOrder]float64{}
	for n := range maxOrder {
		correct[n], total[n] = float64(s.Correct[n]), float64(s.Total[n])
	}
	sysLen, refLen := float64(s.SysLen), float64(s.RefLen)
	out.BP = 1
	if sysLen < refLen {
		out.BP = 0
		if sysLen > 0 {
			out.BP = math.Exp(1 - refLen/sysLen)
		}
	}
	anyCorrect := false
	for _, c := range s.Correct {
		if c != 0 {
			anyCorrect = true
		}
	}
	if !anyCorrect {
		return out
	}
	smoothMteval := 1.0
	effOrder := maxOrder
	for n := 1; n <= maxOrder; n++ {
		if method == SmoothAddK && n > 1 {
			correct[n-1] += value
			total[n-1] += value
		}
		if total[n-1] == 0 {
			break
		}
		if opt.EffectiveOrder {
			effOrder = n
		}
		if correct[n-1] == 0 {
			switch method {
			case SmoothExp:
				smoothMteval *= 2
				out.Precisions[n-1] = 100 / (smoothMteval * total[n-1])
			case SmoothFloor:
				out.Precisions[n-1] = 100 * value / total[n-1]
			}
		} else {
			out.Precisions[n-1] = 100 * correct[n-1] / total[n-1]
		}
	}
	var sum float64
	for _, p := range out.Precisions[:effOrder] {
		sum += myLog(p)
	}
	out.Score = out.BP * math.Exp(sum/float64(effOrder))
	return out
}

// myLog is sacrebleu's my_log: log(x), or -9999999999 for x = 0.
func myLog(x float64) float64 {
	if x == 0 {
		return -9999999999
	}
	return math.Log(x)
}
