package pegasus

import (
	"fmt"

	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/decode"
)

// TextCodec turns sentences into Pegasus ids and generated ids back into
// text as Hugging Face's PegasusTokenizer does: </s> appended, inputs
// truncated to MaxSourceLen ids (keeping </s>, like truncation=True), and
// decoding with skip_special_tokens=True and clean_up_tokenization_spaces.
type TextCodec struct {
	Tokenizer *spm.PegasusTokenizer
	// MaxSourceLen bounds the encoded length, </s> included; 0: no limit.
	MaxSourceLen int
}

var _ decode.Codec = (*TextCodec)(nil)

// NewTextCodec loads the spiece.model at path for a model of cfg, whose
// vocabulary size it must match; sources are truncated to the model's
// max_position_embeddings.
func NewTextCodec(path string, cfg Config) (*TextCodec, error) {
	m, err := spm.Load(path)
	if err != nil {
		return nil, fmt.Errorf("pegasus: tokenizer: %w", err)
	}
	tok := spm.NewPegasusTokenizer(m)
	if tok.VocabSize() != cfg.VocabSize {
		return nil, fmt.Errorf("pegasus: tokenizer %s has %d ids, the model %d", path, tok.VocabSize(), cfg.VocabSize)
	}
	return &TextCodec{Tokenizer: tok, MaxSourceLen: cfg.MaxPositionEmbeddings}, nil
}

// Encode returns the truncated ids of line, ending with </s>.
func (c *TextCodec) Encode(line string) ([]int32, error) {
	ids := c.Tokenizer.Encode(line)
	if n := c.MaxSourceLen; n > 0 && len(ids) > n {
		ids = append(ids[:n-1], spm.PegasusEOSID)
	}
	out := make([]int32, len(ids))
	for i, id := range ids {
		out[i] = int32(id)
	}
	return out, nil
}

// Decode returns the text of generated ids, special tokens skipped.
func (c *TextCodec) Decode(ids []int32) string {
	in := make([]int, len(ids))
	for i, id := range ids {
		in[i] = int(id)
	}
	return c.Tokenizer.Decode(in, true)
}
