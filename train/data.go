// Package train trains ACCESS simplification models (models/access): it
// reads parallel corpora, prepends control tokens, forms token-budget
// batches bucketed by length, runs Adam with a warm-up schedule,
// label-smoothed cross-entropy and global-norm gradient clipping, scores the
// validation set with SARI, keeps the best checkpoint, stops early, logs to
// CSV (plotted to PNG at the end) and resumes after a kill with the same
// data order.
package train

import "github.com/patsimp/patsimp/data/pairs"

// Corpus is a parallel corpus; see [pairs.Corpus]. It lives in data/pairs
// so that packages below train (models/access/bundled) can read corpora.
type Corpus = pairs.Corpus

// ReadCorpus reads a parallel corpus named by prefix; see [pairs.ReadCorpus].
func ReadCorpus(prefix string) (*Corpus, error) { return pairs.ReadCorpus(prefix) }
