package bench

import (
	"context"
	"fmt"
	"strings"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/pegasus"
)

// accessConfig returns the ACCESS network of the named shape with the
// benchmark vocabulary (10,000 pieces, pad 0, bos 1, eos 2).
func accessConfig(name string) (access.Config, error) {
	var cfg access.Config
	switch name {
	case "tiny":
		cfg = access.Tiny()
	case "small":
		cfg = access.Small()
	case "base":
		cfg = access.Base()
	default:
		return cfg, fmt.Errorf("config %q is not an ACCESS shape (want tiny, small or base)", name)
	}
	cfg.SrcVocabSize, cfg.TgtVocabSize = vocabSize, vocabSize
	if name == "tiny" {
		cfg.SrcVocabSize, cfg.TgtVocabSize = 128, 128
	}
	cfg.PadID, cfg.BOSID, cfg.EOSID = padID, bosID, eosID
	return cfg, nil
}

// accessShape is the FLOP-counting shape of an ACCESS configuration.
func accessShape(c access.Config) Transformer {
	return Transformer{
		EncoderLayers: c.EncoderLayers, DecoderLayers: c.DecoderLayers, DModel: c.DModel,
		EncoderFFN: c.FFNDim, DecoderFFN: c.FFNDim, Vocab: c.TgtVocabSize,
	}
}

// pegasusVocab is the vocabulary size of the released Pegasus checkpoints.
const pegasusVocab = 96103

// PegasusConfig returns the Pegasus architecture of a named shape:
// "pegasus-large" is google/pegasus-large (16+16 layers, d 1024, FFN 4096,
// 16 heads, vocabulary 96,103); "small" and "base" are Pegasus networks of
// the ACCESS sizes with the Pegasus vocabulary; "tiny" is the shape of the
// project's tiny random HF fixture (2+2 layers, d 16, vocabulary 128).
func PegasusConfig(name string) (pegasus.Config, error) {
	c := pegasus.Config{
		ScaleEmbedding: true, PadTokenID: 0, EOSTokenID: 1, DecoderStartTokenID: 0,
		MaxPositionEmbeddings: 1024, VocabSize: pegasusVocab,
	}
	set := func(layers, d, ffn, heads int) {
		c.EncoderLayers, c.DecoderLayers, c.DModel = layers, layers, d
		c.EncoderFFNDim, c.DecoderFFNDim = ffn, ffn
		c.EncoderHeads, c.DecoderHeads = heads, heads
	}
	switch name {
	case "tiny":
		set(2, 16, 32, 2)
		c.VocabSize, c.MaxPositionEmbeddings = 128, 64
	case "small":
		set(3, 256, 1024, 4)
	case "base":
		set(6, 512, 2048, 8)
	case "pegasus-large":
		set(16, 1024, 4096, 16)
	default:
		return c, fmt.Errorf("config %q is not a Pegasus shape (want tiny, small, base or pegasus-large)", name)
	}
	return c, nil
}

func pegasusShape(c pegasus.Config) Transformer {
	return Transformer{
		EncoderLayers: c.EncoderLayers, DecoderLayers: c.DecoderLayers, DModel: c.DModel,
		EncoderFFN: c.EncoderFFNDim, DecoderFFN: c.DecoderFFNDim, Vocab: c.VocabSize,
	}
}

// decodeWork generates a fixed number of tokens for a batch of sources.
type decodeWork struct {
	model decode.Model
	src   [][]int32
	opt   decode.Options
	flops float64
}

func (w *decodeWork) Run(ctx context.Context) (Work, error) {
	out, err := decode.Generate(ctx, w.model, w.src, w.opt)
	if err != nil {
		return Work{}, err
	}
	var tokens int64
	for _, hyps := range out {
		if len(hyps) == 0 {
			return Work{}, fmt.Errorf("no hypothesis returned")
		}
		tokens += int64(len(hyps[0].Tokens) - 1) // the start token is not generated
	}
	return Work{Tokens: tokens, Sentences: int64(len(w.src)), FLOPs: w.flops}, nil
}

// fixedLength returns decoding options that generate exactly steps tokens
// per sequence: end-of-sequence is suppressed by a minimum length equal to
// the maximum, and no end-of-sequence token is forced.
func fixedLength(steps, beams int, start, eos int32) decode.Options {
	return decode.Options{
		MaxLength: steps + 1, MinLength: steps + 1,
		NumBeams: beams, NumReturnSequences: 1, LengthPenalty: 1,
		EarlyStopping: decode.StopNever, DecoderStartTokenID: start,
		EOSTokenID: eos, PadTokenID: padID, ForcedEOSTokenID: -1,
	}
}

// modelConfig returns the configured shape or the workload's default.
func (o *Options) modelConfig(def, quickDef string) string {
	switch {
	case o.Config != "":
		return o.Config
	case o.Quick:
		return quickDef
	}
	return def
}

// prepareSimplify sets up the simplify workload: beam search with the ACCESS
// network (random weights of the configured shape, float32), a fixed number
// of steps per sentence. Tokens are the generated tokens of the returned
// sequences (batch × steps); FLOPs count the cached-decoder work of all
// beams as executed (Transformer.DecodeFLOPsExecuted).
func prepareSimplify(_ context.Context, e *env, res *Result) (Workload, error) {
	name := e.opt.modelConfig("small", "small")
	cfg, err := accessConfig(name)
	if err != nil {
		return nil, err
	}
	if e.dtype != dtypes.Float32 {
		return nil, fmt.Errorf("models/access runs in float32 only, not %s", dtypeName(e.dtype))
	}
	backend, err := e.getBackend()
	if err != nil {
		return nil, err
	}
	batch := e.opt.pick(e.opt.Batch, 2, 8)
	beams := e.opt.pick(e.opt.Beams, 4, 8)
	srcLen := e.opt.pick(0, 16, 32)
	steps := e.opt.pick(0, 8, 32)
	store := model.NewStore()
	if err := store.SetRNGStateFromSeed(1); err != nil {
		return nil, fmt.Errorf("seeding the random weights: %w", err)
	}
	gen, err := access.NewGenerator(backend, store, cfg)
	if err != nil {
		return nil, err
	}
	shape := accessShape(cfg)
	*res = Result{
		Workload: res.Workload, Note: res.Note, Config: name, DType: "f32",
		Batch: batch, Beams: beams, SrcLen: srcLen, TgtLen: steps, Params: shape.Params(),
		Reps: e.opt.pick(0, 2, 5),
	}
	w := &decodeWork{
		model: gen,
		src:   sourceIDs(batch, srcLen, cfg.SrcVocabSize),
		opt:   fixedLength(steps, beams, cfg.BOSID, cfg.EOSID),
		flops: float64(batch) * shape.DecodeFLOPsExecuted(srcLen, steps, beams),
	}
	return w, nil
}

// prepareParaphrase sets up the paraphrase workload: beam search (beam 10
// by default, as the paper's paraphrasing step) with a Pegasus network of
// random weights of the configured shape, a fixed number of steps per
// sentence. Tokens and FLOPs are counted as for simplify.
func prepareParaphrase(_ context.Context, e *env, res *Result) (Workload, error) {
	backend, err := e.getBackend()
	if err != nil {
		return nil, err
	}
	// pegasus-large at the full work takes hours on a CPU: the pure-Go
	// backend and XLA's CPU plugin default to the base shape.
	def := "pegasus-large"
	if !onAccelerator(e.opt.Backend) {
		def = "base"
	}
	name := e.opt.modelConfig(def, "base")
	cfg, err := PegasusConfig(name)
	if err != nil {
		return nil, err
	}
	batch := e.opt.pick(e.opt.Batch, 1, 4)
	beams := e.opt.pick(e.opt.Beams, 4, 10)
	srcLen := e.opt.pick(0, 16, 32)
	steps := e.opt.pick(0, 8, 32)
	if name == "tiny" {
		srcLen, steps = min(srcLen, 16), min(steps, 16)
	}
	m, err := pegasus.LoadWeights(backend, cfg, newRandomPegasus(cfg), e.dtype)
	if err != nil {
		return nil, err
	}
	shape := pegasusShape(cfg)
	*res = Result{
		Workload: res.Workload, Note: res.Note, Config: name, DType: dtypeName(e.dtype),
		Batch: batch, Beams: beams, SrcLen: srcLen, TgtLen: steps, Params: shape.Params(),
		Reps: e.opt.pick(0, 2, 3),
	}
	w := &decodeWork{
		model: m,
		src:   sourceIDs(batch, srcLen, cfg.VocabSize),
		opt:   fixedLength(steps, beams, cfg.DecoderStartTokenID, cfg.EOSTokenID),
		flops: float64(batch) * shape.DecodeFLOPsExecuted(srcLen, steps, beams),
	}
	return w, nil
}

func flatten(rows [][]int32) []int32 {
	var out []int32
	for _, r := range rows {
		out = append(out, r...)
	}
	return out
}

// onAccelerator reports whether the backend named by name (models.BackendSpec)
// is XLA on something other than the CPU: go-xla's own test, a plugin whose
// name or path contains "cpu" being a CPU one.
func onAccelerator(name string) bool {
	spec := models.BackendSpec(name)
	return strings.HasPrefix(spec, "xla") && !strings.Contains(strings.ToLower(spec), "cpu")
}
