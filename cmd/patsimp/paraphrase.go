package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/gomlx/compute/dtypes"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/internal/jobfile"
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

// paraphraseGCPercent is the Go collector's GOGC while paraphrasing,
// unless $GOGC is set. On the pure-Go backend a Pegasus model's weights
// (2.3 GB for tuner007's shape) are pointer-free Go memory that the
// collector scans almost for free, but the default GOGC=100 lets the heap
// grow by as much again before each collection: with 25, 16 sentences at
// beam 10 took 30.1 s and 4.4 GB instead of 37.6 s and 5.9 GB (the pages
// of the larger heap are faulted in again and again). On XLA the weights
// live outside the Go heap and it makes no difference (23.1 s against 22.5).
const paraphraseGCPercent = 25

func runParaphrase(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("paraphrase", "--model DIR --in sentences.txt --out bronze.tsv [flags]", stderr)
	modelDir := fs.String("model", "", "HF Pegasus checkpoint `directory` (config.json, weights, spiece.model)")
	in := fs.String("in", "", "input `file`: one sentence per line (with --ids: space-separated token ids)")
	out := fs.String("out", "", "output TSV `file`: id<TAB>source<TAB>paraphrase; written batch by batch to OUT.partial and renamed at the end; a rerun with the same input and settings resumes it (or does nothing if OUT is finished), other ones are refused (OUT.job records them)")
	shard := fs.String("shard", "", "paraphrase only part K of N of the input (K/N: a contiguous range of chunks of 8 batches; join with patsimp merge)")
	restart := fs.Bool("restart", false, "discard an unfinished --out of other inputs or settings and start over")
	beams := fs.Int("beams", 0, "beam width (0: generation_config.json's num_beams)")
	numReturn := fs.Int("num-return", 1, "paraphrases per sentence (≤ beams)")
	maxLen := fs.Int("max-len", 0, "maximum output length in tokens, counting the start token (0: generation_config.json's max_length)")
	batch := fs.Int("batch", 64, "sentences per batch")
	dtypeName := fs.String("dtype", "f32", "weights and activations: f32 or bf16")
	backendName := fs.String("backend", "", "compute backend: go, xla:cpu, xla:cuda or a GoMLX backend spec (default: $GOMLX_BACKEND, else the faster installed backend for paraphrasing, see docs/xla.md)")
	ids := fs.Bool("ids", false, "read and write token ids instead of text (no tokenizer needed)")
	maxSrc := fs.Int("max-src-len", 0, "truncate sources to this many tokens, </s> included (0: the model's max_position_embeddings)")
	noRepeat := fs.Int("no-repeat-ngram", 0, "forbid any n-gram of this many tokens from occurring twice in an output (0: generation_config.json's no_repeat_ngram_size)")
	stopRepeats := fs.Int("stop-repeats", 0, "end an output once it repeats the same span of up to 16 tokens this many times in a row (0: off, as HF; at least 2)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *modelDir == "" || *in == "" || *out == "" {
		return usageErrorf("--model, --in and --out are required")
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments %q", fs.Args())
	}
	sh, err := jobfile.ParseShard(*shard)
	if err != nil {
		return usageErrorf("--shard: %v", err)
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
	if *noRepeat < 0 || *stopRepeats < 0 || *stopRepeats == 1 {
		return usageErrorf("--no-repeat-ngram must not be negative, --stop-repeats must be 0 or at least 2")
	}
	backend, err := models.NewBackend(models.BackendFor(*backendName, models.Paraphrase))
	if err != nil {
		return err
	}
	defer backend.Finalize()
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(paraphraseGCPercent))
	}
	job, err := pegasus.NewParaphraseJob(*modelDir, backend, pegasus.ParaphraseOptions{
		Beams: *beams, NumReturn: *numReturn, MaxLen: *maxLen, MaxSourceLen: *maxSrc,
		NoRepeatNgram: *noRepeat, StopRepeats: *stopRepeats,
		Batch: *batch, DType: dtype, IDs: *ids,
	})
	if err != nil {
		var ue *pegasus.OptionError
		if errors.As(err, &ue) {
			return usageErrorf("%v", err)
		}
		return err
	}
	job.Progress, job.OnBatch, job.Shard, job.Restart = stderr, paraphraseOnBatch, sh, *restart
	st, err := job.Run(ctx, *in, *out)
	if err != nil {
		return jobError(err)
	}
	fmt.Fprintf(stdout, "paraphrase: %d sentences in %d batches written to %s\n", st.DoneCount, st.BatchesDone, *out)
	return nil
}
