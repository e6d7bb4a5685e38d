// Package access is the ACCESS controllable simplifier's network (Martin et
// al. 2020): a fairseq-style encoder-decoder transformer with sinusoidal
// positions, embeddings scaled by √d, post- or pre-layer-norm blocks and
// dropout, built with GoMLX.
//
// The package holds the graph-building functions (Encode, Decode, Loss),
// the configuration saved with every checkpoint, and a Simplifier that
// drives decode.Generate from a trained model.Store.
package access

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/gomlx/compute/dtypes"
)

// Config describes the network. It is saved as JSON with every checkpoint.
type Config struct {
	// EncoderLayers and DecoderLayers are the numbers of blocks.
	EncoderLayers int `json:"encoder_layers"`
	DecoderLayers int `json:"decoder_layers"`
	// DModel is the embedding and hidden size.
	DModel int `json:"d_model"`
	// FFNDim is the inner size of the feed-forward blocks.
	FFNDim int `json:"ffn_dim"`
	// Heads is the number of attention heads; it must divide DModel.
	Heads int `json:"heads"`
	// Dropout applies to embeddings and block outputs while training.
	Dropout float64 `json:"dropout"`
	// AttentionDropout applies to attention weights while training.
	AttentionDropout float64 `json:"attention_dropout"`
	// ActivationDropout applies after the feed-forward activation.
	ActivationDropout float64 `json:"activation_dropout"`
	// MaxPositions bounds source and target lengths in tokens.
	MaxPositions int `json:"max_positions"`
	// PreNorm selects pre-layer-norm blocks (normalize_before); fairseq's
	// transformer, which ACCESS used, is post-norm (false).
	PreNorm bool `json:"pre_norm"`
	// LayerNormEpsilon is the layer-norm epsilon (PyTorch's 1e-5).
	LayerNormEpsilon float64 `json:"layer_norm_epsilon"`
	// SharedEmbeddings ties the encoder, decoder and output embeddings;
	// it requires one shared vocabulary (SrcVocabSize == TgtVocabSize).
	SharedEmbeddings bool `json:"shared_embeddings"`
	// SrcVocabSize and TgtVocabSize are the vocabulary sizes; they are set
	// from the tokenizers before training.
	SrcVocabSize int `json:"src_vocab_size"`
	TgtVocabSize int `json:"tgt_vocab_size"`
	// PadID, BOSID and EOSID are the special token ids of the target
	// vocabulary (and of the source one, which uses PadID and EOSID too).
	PadID int32 `json:"pad_id"`
	BOSID int32 `json:"bos_id"`
	EOSID int32 `json:"eos_id"`

	// MatmulDType, when BFloat16, runs the dense layers and the output
	// projection as bfloat16 matrix products with float32 accumulation and
	// float32 results, on float32 weights (mixed precision: the weights,
	// the residual stream, layer norms, softmaxes and the optimizer stay
	// float32, so checkpoints do not change). The zero value and Float32
	// compute everything in float32. It is a run-time choice (train --dtype),
	// not saved with the model.
	MatmulDType dtypes.DType `json:"-"`
}

// Base returns ACCESS's configuration: 6+6 layers, d 512, FFN 2048, 8
// heads, dropout 0.2, post-norm, shared embeddings.
func Base() Config {
	return Config{
		EncoderLayers: 6, DecoderLayers: 6, DModel: 512, FFNDim: 2048, Heads: 8,
		Dropout: 0.2, MaxPositions: 1024, LayerNormEpsilon: 1e-5, SharedEmbeddings: true,
	}
}

// Small returns a configuration that trains in hours on a 2-core CPU: 3+3
// layers, d 256, FFN 1024, 4 heads, dropout 0.1, pre-norm (which converges
// faster at this size).
func Small() Config {
	return Config{
		EncoderLayers: 3, DecoderLayers: 3, DModel: 256, FFNDim: 1024, Heads: 4,
		Dropout: 0.1, MaxPositions: 512, PreNorm: true, LayerNormEpsilon: 1e-5, SharedEmbeddings: true,
	}
}

// Tiny returns a configuration for tests: 1+1 layers, d 32.
func Tiny() Config {
	return Config{
		EncoderLayers: 1, DecoderLayers: 1, DModel: 32, FFNDim: 64, Heads: 2,
		Dropout: 0.1, MaxPositions: 256, PreNorm: true, LayerNormEpsilon: 1e-5, SharedEmbeddings: true,
	}
}

// Named returns the configuration called name ("tiny", "small", "base"),
// or reads it from a JSON file when name is a path.
func Named(name string) (Config, error) {
	switch name {
	case "tiny":
		return Tiny(), nil
	case "small", "":
		return Small(), nil
	case "base":
		return Base(), nil
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return Config{}, fmt.Errorf("model config %q: not tiny, small or base, and %w", name, err)
	}
	c := Small()
	if err := json.Unmarshal(b, &c); err != nil {
		return Config{}, fmt.Errorf("model config %s: %w", name, err)
	}
	return c, nil
}

// Validate reports the first inconsistency in c.
func (c Config) Validate() error {
	var errs []error
	if c.EncoderLayers < 1 || c.DecoderLayers < 1 {
		errs = append(errs, fmt.Errorf("layers %d+%d: need at least one of each", c.EncoderLayers, c.DecoderLayers))
	}
	if c.DModel < 2 || c.DModel%2 != 0 {
		errs = append(errs, fmt.Errorf("d_model %d: must be even and positive", c.DModel))
	}
	if c.Heads < 1 || c.DModel%max(c.Heads, 1) != 0 {
		errs = append(errs, fmt.Errorf("heads %d must divide d_model %d", c.Heads, c.DModel))
	}
	if c.FFNDim < 1 {
		errs = append(errs, fmt.Errorf("ffn_dim %d: must be positive", c.FFNDim))
	}
	for _, d := range []float64{c.Dropout, c.AttentionDropout, c.ActivationDropout} {
		if d < 0 || d >= 1 {
			errs = append(errs, fmt.Errorf("dropout %v: must be in [0, 1)", d))
		}
	}
	if c.MaxPositions < 2 {
		errs = append(errs, fmt.Errorf("max_positions %d: must be at least 2", c.MaxPositions))
	}
	if c.SrcVocabSize < 4 || c.TgtVocabSize < 4 {
		errs = append(errs, fmt.Errorf("vocabulary sizes %d/%d: not set", c.SrcVocabSize, c.TgtVocabSize))
	}
	if c.SharedEmbeddings && c.SrcVocabSize != c.TgtVocabSize {
		errs = append(errs, fmt.Errorf("shared embeddings need one vocabulary, got sizes %d and %d", c.SrcVocabSize, c.TgtVocabSize))
	}
	for _, id := range []int32{c.PadID, c.BOSID, c.EOSID} {
		if id < 0 || int(id) >= min(c.SrcVocabSize, c.TgtVocabSize) {
			errs = append(errs, fmt.Errorf("special token id %d outside the vocabulary", id))
		}
	}
	if c.LayerNormEpsilon <= 0 {
		errs = append(errs, fmt.Errorf("layer_norm_epsilon %v: must be positive", c.LayerNormEpsilon))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("access config: %w", err)
	}
	return nil
}
