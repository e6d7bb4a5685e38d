package pegasus

import (
	"fmt"
	"path/filepath"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"

	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/internal/jobfile"
)

// ParaphraseOptions configure a paraphrasing job. Zero values take the
// checkpoint's generation_config.json.
type ParaphraseOptions struct {
	// Beams is the beam width (0: num_beams of the checkpoint).
	Beams int
	// NumReturn is the number of paraphrases per sentence (0: 1).
	NumReturn int
	// MaxLen is the most output tokens, the start token included (0:
	// max_length of the checkpoint).
	MaxLen int
	// MaxSourceLen truncates sources, </s> included (0: the model's
	// max_position_embeddings).
	MaxSourceLen int
	// Batch is the number of sentences per batch (0: 64).
	Batch int
	// DType is the weights' and activations' type (zero: float32).
	DType dtypes.DType
	// IDs reads and writes space-separated token ids instead of text.
	IDs bool
	// NoRepeatNgram, when > 0, replaces the checkpoint's
	// no_repeat_ngram_size.
	NoRepeatNgram int
	// StopRepeats is decode.Options.StopRepeats (0: off, as in HF).
	StopRepeats int
}

// OptionError reports paraphrase options that cannot be honoured (a user
// error rather than a failure).
type OptionError struct{ Msg string }

func (e *OptionError) Error() string { return "paraphrase: " + e.Msg }

// NewParaphraseJob opens the HF Pegasus checkpoint in dir, loads it on
// backend and returns a resumable corpus job that writes
// "id<TAB>source<TAB>paraphrase" lines (see decode.CorpusJob). The caller
// sets the job's Progress and OnBatch fields and runs it.
func NewParaphraseJob(dir string, backend compute.Backend, o ParaphraseOptions) (*decode.CorpusJob, error) {
	if o.DType == dtypes.InvalidDType {
		o.DType = dtypes.Float32
	}
	if o.Batch == 0 {
		o.Batch = 64
	}
	if o.NumReturn == 0 {
		o.NumReturn = 1
	}
	if o.Batch < 0 || o.Beams < 0 || o.MaxLen < 0 || o.NumReturn < 0 || o.MaxSourceLen < 0 || o.NoRepeatNgram < 0 || o.StopRepeats < 0 {
		return nil, &OptionError{fmt.Sprintf("negative value in %+v", o)}
	}
	ckpt, err := checkpoints.Open(dir)
	if err != nil {
		return nil, err
	}
	defer ckpt.Close()
	opt, err := GenerationOptions(ckpt)
	if err != nil {
		return nil, err
	}
	if o.Beams > 0 {
		opt.NumBeams = o.Beams
	}
	if o.MaxLen > 0 {
		opt.MaxLength = o.MaxLen
	}
	if o.NoRepeatNgram > 0 {
		opt.NoRepeatNgramSize = o.NoRepeatNgram
	}
	opt.StopRepeats = o.StopRepeats
	if err := opt.Validate(); err != nil {
		return nil, &OptionError{err.Error()}
	}
	opt.NumReturnSequences = o.NumReturn
	if opt.NumReturnSequences > opt.NumBeams {
		return nil, &OptionError{fmt.Sprintf("%d returned sequences exceeds the beam width %d", opt.NumReturnSequences, opt.NumBeams)}
	}
	cfg, err := ConfigFrom(ckpt.Config)
	if err != nil {
		return nil, err
	}
	if o.MaxSourceLen > cfg.MaxPositionEmbeddings {
		return nil, &OptionError{fmt.Sprintf("source length %d exceeds the model's %d positions", o.MaxSourceLen, cfg.MaxPositionEmbeddings)}
	}
	var codec decode.Codec
	if o.IDs {
		maxLen := cfg.MaxPositionEmbeddings
		if o.MaxSourceLen > 0 {
			maxLen = o.MaxSourceLen
		}
		codec = decode.IDCodec{EOSTokenID: opt.EOSTokenID, VocabSize: cfg.VocabSize, MaxLen: maxLen}
	} else {
		if ckpt.SentencePiece == "" {
			return nil, &OptionError{fmt.Sprintf("%s has no %s: use --ids, or add the tokenizer", ckpt.Dir, checkpoints.SentencePieceFile)}
		}
		tc, err := NewTextCodec(ckpt.SentencePiece, cfg)
		if err != nil {
			return nil, err
		}
		if o.MaxSourceLen > 0 {
			tc.MaxSourceLen = o.MaxSourceLen
		}
		codec = tc
	}
	m, err := Load(backend, ckpt, o.DType)
	if err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		abs = dir
	}
	// The model's files (names, sizes, times) are part of the settings, so
	// that a run does not resume with other weights under the same path.
	stamp, err := jobfile.DirStamp(dir)
	if err != nil {
		return nil, err
	}
	return &decode.CorpusJob{
		Model: m, Codec: codec, Options: opt, BatchSize: o.Batch,
		Settings: fmt.Sprintf("model=%s dtype=%s ids=%v beams=%d num_return=%d max_length=%d length_penalty=%g early_stopping=%s min_length=%d no_repeat_ngram_size=%d batch=%d max_src_len=%d%s",
			abs, o.DType, o.IDs, opt.NumBeams, opt.NumReturnSequences, opt.MaxLength, opt.LengthPenalty, opt.EarlyStopping,
			opt.MinLength, opt.NoRepeatNgramSize, o.Batch, o.MaxSourceLen, stopSetting(opt.StopRepeats)) + " model_files=" + stamp,
	}, nil
}

// stopSetting is the StopRepeats part of a job's settings: empty when off,
// so that jobs started before the option existed still resume.
func stopSetting(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" stop_repeats=%d", n)
}
