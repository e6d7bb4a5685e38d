package pegasus

import (
	"fmt"

	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/decode"
)

// GenerationOptions resolves the decoding options HF generate would use
// for a checkpoint: generation_config.json (or the generation fields of
// config.json), then config.json's token ids, then HF's defaults
// (max_length 20, one beam, length_penalty 1, early_stopping false).
// Sampling, which decode does not implement, is an error rather than a
// silent difference.
func GenerationOptions(ckpt *checkpoints.Checkpoint) (decode.Options, error) {
	g, c := ckpt.Generation, ckpt.Config
	intOr := func(vals ...*int) (int, bool) {
		for _, v := range vals {
			if v != nil {
				return *v, true
			}
		}
		return 0, false
	}
	opt := decode.Options{MaxLength: 20, NumBeams: 1, NumReturnSequences: 1, LengthPenalty: 1, ForcedEOSTokenID: -1}
	if v, ok := intOr(g.MaxLength); ok {
		opt.MaxLength = v
	}
	if v, ok := intOr(g.MinLength); ok {
		opt.MinLength = v
	}
	if v, ok := intOr(g.NumBeams); ok {
		opt.NumBeams = v
	}
	if v, ok := intOr(g.NumReturnSequences); ok {
		opt.NumReturnSequences = v
	}
	if g.LengthPenalty != nil {
		opt.LengthPenalty = *g.LengthPenalty
	}
	if g.EarlyStopping != nil {
		switch *g.EarlyStopping {
		case "true":
			opt.EarlyStopping = decode.StopEarly
		case "never":
			opt.EarlyStopping = decode.StopNever
		}
	}
	pad, _ := intOr(g.PadTokenID, c.PadTokenID)
	opt.PadTokenID = int32(pad)
	eos, ok := intOr(g.EOSTokenID, c.EOSTokenID)
	if !ok {
		eos = 1
	}
	opt.EOSTokenID = int32(eos)
	start, ok := intOr(g.DecoderStartTokenID, c.DecoderStartTokenID)
	if !ok {
		start = pad
	}
	opt.DecoderStartTokenID = int32(start)
	if v, ok := intOr(g.ForcedEOSTokenID, c.ForcedEOSTokenID); ok {
		opt.ForcedEOSTokenID = int32(v)
	}
	if g.DoSample != nil && *g.DoSample {
		return opt, fmt.Errorf("%s: do_sample=true: sampling is not implemented (decode does greedy and beam search)", ckpt.Dir)
	}
	if v, ok := intOr(g.NoRepeatNgramSize); ok {
		opt.NoRepeatNgramSize = v
	}
	if opt.NumReturnSequences > opt.NumBeams {
		opt.NumReturnSequences = opt.NumBeams
	}
	return opt, nil
}
