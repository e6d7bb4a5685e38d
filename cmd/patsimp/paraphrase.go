package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/gomlx/compute/dtypes"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/pegasus"
)

// paraphraseOnBatch is a test hook called after each finished batch.
var paraphraseOnBatch func(*decode.CorpusState)

func init() {
	register(&command{
		name:    "paraphrase",
		summary: "paraphrase sentences with an HF Pegasus checkpoint into a bronze TSV corpus",
		run: func(args []string, _ io.Reader, stdout, stderr io.Writer) error {
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return runParaphrase(ctx, args, stdout, stderr)
		},
	})
}

func runParaphrase(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("paraphrase", "--model DIR --in sentences.txt --out bronze.tsv [flags]", stderr)
	modelDir := fs.String("model", "", "HF Pegasus checkpoint `directory` (config.json, weights, spiece.model)")
	in := fs.String("in", "", "input `file`: one sentence per line (with --ids: space-separated token ids)")
	out := fs.String("out", "", "output TSV `file`: id<TAB>source<TAB>paraphrase; resumed if its .state file exists")
	beams := fs.Int("beams", 0, "beam width (0: generation_config.json's num_beams)")
	numReturn := fs.Int("num-return", 1, "paraphrases per sentence (≤ beams)")
	maxLen := fs.Int("max-len", 0, "maximum output length in tokens, counting the start token (0: generation_config.json's max_length)")
	batch := fs.Int("batch", 64, "sentences per batch")
	dtypeName := fs.String("dtype", "f32", "weights and activations: f32 or bf16")
	backendName := fs.String("backend", "", "GoMLX backend: go, xla, or a backend spec (default: $GOMLX_BACKEND or go)")
	ids := fs.Bool("ids", false, "read and write token ids instead of text (no tokenizer needed)")
	maxSrc := fs.Int("max-src-len", 0, "truncate sources to this many tokens, </s> included (0: the model's max_position_embeddings)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *modelDir == "" || *in == "" || *out == "" {
		return usageErrorf("--model, --in and --out are required")
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments %q", fs.Args())
	}
	var dtype dtypes.DType
	switch *dtypeName {
	case "f32", "float32":
		dtype = dtypes.Float32
	case "bf16", "bfloat16":
		dtype = dtypes.BFloat16
	default:
		return usageErrorf("--dtype %q: want f32 or bf16", *dtypeName)
	}
	if *batch < 1 || *beams < 0 || *maxLen < 0 || *numReturn < 1 || *maxSrc < 0 {
		return usageErrorf("--batch and --num-return must be positive, --beams and --max-len non-negative")
	}

	ckpt, err := checkpoints.Open(*modelDir)
	if err != nil {
		return err
	}
	defer ckpt.Close()
	opt, err := pegasus.GenerationOptions(ckpt)
	if err != nil {
		return err
	}
	if *beams > 0 {
		opt.NumBeams = *beams
	}
	if *maxLen > 0 {
		opt.MaxLength = *maxLen
	}
	opt.NumReturnSequences = *numReturn
	if opt.NumReturnSequences > opt.NumBeams {
		return usageErrorf("--num-return %d exceeds the beam width %d", opt.NumReturnSequences, opt.NumBeams)
	}
	cfg, err := pegasus.ConfigFrom(ckpt.Config)
	if err != nil {
		return err
	}
	if *maxSrc > cfg.MaxPositionEmbeddings {
		return usageErrorf("--max-src-len %d exceeds the model's %d positions", *maxSrc, cfg.MaxPositionEmbeddings)
	}
	var codec decode.Codec
	if *ids {
		maxLen := cfg.MaxPositionEmbeddings
		if *maxSrc > 0 {
			maxLen = *maxSrc
		}
		codec = decode.IDCodec{EOSTokenID: opt.EOSTokenID, VocabSize: cfg.VocabSize, MaxLen: maxLen}
	} else {
		if ckpt.SentencePiece == "" {
			return fmt.Errorf("%s has no %s: use --ids, or add the tokenizer", ckpt.Dir, checkpoints.SentencePieceFile)
		}
		tc, err := pegasus.NewTextCodec(ckpt.SentencePiece, cfg)
		if err != nil {
			return err
		}
		if *maxSrc > 0 {
			tc.MaxSourceLen = *maxSrc
		}
		codec = tc
	}

	backend, err := models.NewBackend(*backendName)
	if err != nil {
		return err
	}
	defer backend.Finalize()
	m, err := pegasus.Load(backend, ckpt, dtype)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(*modelDir)
	if err != nil {
		abs = *modelDir
	}
	job := &decode.CorpusJob{
		Model: m, Codec: codec, Options: opt, BatchSize: *batch, Progress: stderr, OnBatch: paraphraseOnBatch,
		Settings: fmt.Sprintf("model=%s dtype=%s ids=%v beams=%d num_return=%d max_length=%d length_penalty=%g early_stopping=%s min_length=%d no_repeat_ngram_size=%d batch=%d max_src_len=%d",
			abs, dtype, *ids, opt.NumBeams, opt.NumReturnSequences, opt.MaxLength, opt.LengthPenalty, opt.EarlyStopping,
			opt.MinLength, opt.NoRepeatNgramSize, *batch, *maxSrc),
	}
	st, err := job.Run(ctx, *in, *out)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "paraphrase: %d sentences in %d batches written to %s\n", st.DoneCount, st.BatchesDone, *out)
	return nil
}
