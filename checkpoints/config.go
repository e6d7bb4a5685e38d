package checkpoints

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
)

// Config is the part of a Hugging Face config.json that patsimp's
// encoder-decoder models read (the BART/Pegasus family field names).
type Config struct {
	ModelType             string   `json:"model_type"`
	Architectures         []string `json:"architectures"`
	VocabSize             int      `json:"vocab_size"`
	DModel                int      `json:"d_model"`
	EncoderLayers         int      `json:"encoder_layers"`
	DecoderLayers         int      `json:"decoder_layers"`
	EncoderAttentionHeads int      `json:"encoder_attention_heads"`
	DecoderAttentionHeads int      `json:"decoder_attention_heads"`
	EncoderFFNDim         int      `json:"encoder_ffn_dim"`
	DecoderFFNDim         int      `json:"decoder_ffn_dim"`
	MaxPositionEmbeddings int      `json:"max_position_embeddings"`
	ActivationFunction    string   `json:"activation_function"`
	ScaleEmbedding        bool     `json:"scale_embedding"`
	TorchDType            string   `json:"torch_dtype"`
	PadTokenID            *int     `json:"pad_token_id"`
	EOSTokenID            *int     `json:"eos_token_id"`
	DecoderStartTokenID   *int     `json:"decoder_start_token_id"`
	ForcedEOSTokenID      *int     `json:"forced_eos_token_id"`

	// Generation holds the generation fields that older checkpoints keep in
	// config.json (num_beams, max_length, ...); generation_config.json, when
	// present, replaces them.
	Generation GenerationConfig `json:"-"`
}

// GenerationConfig is the part of a Hugging Face generation_config.json
// that decode implements. Pointer fields are nil when the file leaves them
// out, so callers can tell defaults from explicit values.
type GenerationConfig struct {
	MaxLength           *int     `json:"max_length"`
	MinLength           *int     `json:"min_length"`
	NumBeams            *int     `json:"num_beams"`
	NumReturnSequences  *int     `json:"num_return_sequences"`
	LengthPenalty       *float64 `json:"length_penalty"`
	EarlyStopping       *string  `json:"-"` // "true", "false" or "never"
	DoSample            *bool    `json:"do_sample"`
	NoRepeatNgramSize   *int     `json:"no_repeat_ngram_size"`
	PadTokenID          *int     `json:"pad_token_id"`
	EOSTokenID          *int     `json:"eos_token_id"`
	DecoderStartTokenID *int     `json:"decoder_start_token_id"`
	ForcedEOSTokenID    *int     `json:"forced_eos_token_id"`
}

// ParseConfig decodes a config.json document. name labels errors.
func ParseConfig(name string, data []byte) (*Config, error) {
	var c Config
	if err := decodeJSON(name, data, &c); err != nil {
		return nil, err
	}
	g, err := ParseGenerationConfig(name, data)
	if err != nil {
		return nil, err
	}
	c.Generation = *g
	if err := c.validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return &c, nil
}

// ParseGenerationConfig decodes a generation_config.json document (or the
// generation fields of a config.json). name labels errors.
func ParseGenerationConfig(name string, data []byte) (*GenerationConfig, error) {
	var g GenerationConfig
	if err := decodeJSON(name, data, &g); err != nil {
		return nil, err
	}
	var raw struct {
		EarlyStopping json.RawMessage `json:"early_stopping"`
	}
	if err := decodeJSON(name, data, &raw); err != nil {
		return nil, err
	}
	if len(raw.EarlyStopping) > 0 && string(raw.EarlyStopping) != "null" {
		var s string
		switch v := string(bytes.TrimSpace(raw.EarlyStopping)); v {
		case "true", "false":
			s = v
		case `"never"`:
			s = "never"
		default:
			return nil, fmt.Errorf("%s: early_stopping: %s is not true, false or \"never\"", name, v)
		}
		g.EarlyStopping = &s
	}
	for _, f := range []struct {
		key string
		v   *int
		min int
	}{
		{"max_length", g.MaxLength, 1}, {"min_length", g.MinLength, 0},
		{"num_beams", g.NumBeams, 1}, {"num_return_sequences", g.NumReturnSequences, 1},
		{"no_repeat_ngram_size", g.NoRepeatNgramSize, 0},
	} {
		if f.v != nil && *f.v < f.min {
			return nil, fmt.Errorf("%s: %s is %d, want at least %d", name, f.key, *f.v, f.min)
		}
	}
	return &g, nil
}

// decodeJSON unmarshals data into v, reporting syntax and type errors with
// the line and column where they happen.
func decodeJSON(name string, data []byte, v any) error {
	if err := json.Unmarshal(data, v); err != nil {
		var off int64 = -1
		switch e := err.(type) {
		case *json.SyntaxError:
			off = e.Offset
		case *json.UnmarshalTypeError:
			off = e.Offset
		}
		if off >= 0 {
			line, col := lineCol(data, off)
			return fmt.Errorf("%s:%d:%d: %w", name, line, col, err)
		}
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// lineCol converts a byte offset into a 1-based line and column.
func lineCol(data []byte, off int64) (line, col int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	line = 1 + bytes.Count(data[:off], []byte{'\n'})
	col = int(off) - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}

func (c *Config) validate() error {
	if c.ModelType == "" {
		return fmt.Errorf("no model_type")
	}
	for _, f := range []struct {
		key string
		v   int
	}{
		{"vocab_size", c.VocabSize}, {"d_model", c.DModel},
		{"encoder_layers", c.EncoderLayers}, {"decoder_layers", c.DecoderLayers},
		{"encoder_attention_heads", c.EncoderAttentionHeads}, {"decoder_attention_heads", c.DecoderAttentionHeads},
		{"encoder_ffn_dim", c.EncoderFFNDim}, {"decoder_ffn_dim", c.DecoderFFNDim},
		{"max_position_embeddings", c.MaxPositionEmbeddings},
	} {
		if f.v <= 0 {
			return fmt.Errorf("%s is %d, want a positive number", f.key, f.v)
		}
	}
	if c.DModel%c.EncoderAttentionHeads != 0 || c.DModel%c.DecoderAttentionHeads != 0 {
		return fmt.Errorf("d_model %d is not divisible by the attention heads (%d encoder, %d decoder)",
			c.DModel, c.EncoderAttentionHeads, c.DecoderAttentionHeads)
	}
	for _, f := range []struct {
		key string
		v   *int
	}{{"pad_token_id", c.PadTokenID}, {"eos_token_id", c.EOSTokenID},
		{"decoder_start_token_id", c.DecoderStartTokenID}, {"forced_eos_token_id", c.ForcedEOSTokenID}} {
		if f.v != nil && (*f.v < 0 || *f.v >= c.VocabSize) {
			return fmt.Errorf("%s %d is outside the vocabulary [0, %d)", f.key, *f.v, c.VocabSize)
		}
	}
	return nil
}

// readConfigFile reads and parses path with parse.
func readConfigFile[T any](path string, parse func(string, []byte) (*T, error)) (*T, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parse(path, data)
}
