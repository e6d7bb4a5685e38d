package train

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/models/access"
)

// MinVocabSize is the smallest SentencePiece vocabulary TrainVocab accepts.
const MinVocabSize = 100

// TrainVocab trains a BPE SentencePiece model of size pieces on the distinct
// complex sentences and all references of c, as ACCESS does, with the
// control tokens of feats as user-defined symbols (so each stays one piece)
// and byte fallback (so no input is unknown).
func TrainVocab(c *Corpus, size int, feats []controls.Feature, log io.Writer) (*spm.Model, error) {
	if size < MinVocabSize {
		return nil, fmt.Errorf("vocabulary size %d: must be at least %d", size, MinVocabSize)
	}
	var sents []string
	seen := make(map[string]bool, c.Len())
	for i, cx := range c.Complex {
		if !seen[cx] {
			seen[cx] = true
			sents = append(sents, cx)
		}
		sents = append(sents, c.Simple[i]...)
	}
	if log != nil {
		fmt.Fprintf(log, "training a %d-piece SentencePiece model on %d sentences\n", size, len(sents))
	}
	sp, err := spm.Train(sents, spm.TrainOptions{
		VocabSize: size, UserDefinedSymbols: controls.VocabularyTokens(feats), ByteFallback: true,
	})
	if err != nil {
		return nil, fmt.Errorf("training the SentencePiece model: %w", err)
	}
	return sp, nil
}

// LoadOrTrainVocab returns the vocabulary of a training run in dir: the model
// at path when given, else the one an earlier (resumed) run saved in dir,
// else a new one from TrainVocab.
func LoadOrTrainVocab(dir, path string, size int, c *Corpus, feats []controls.Feature, log io.Writer) (*spm.Model, error) {
	if path != "" {
		return spm.Load(path)
	}
	existing := filepath.Join(dir, access.VocabFile)
	if st, err := os.Stat(existing); err == nil && !st.IsDir() {
		return spm.Load(existing)
	} else if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("vocabulary: %w", err)
	}
	return TrainVocab(c, size, feats, log)
}
