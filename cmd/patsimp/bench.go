package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/patsimp/patsimp/bench"
	"github.com/patsimp/patsimp/internal/atomicfile"
)

func init() {
	register(&command{
		name:    "bench",
		summary: "measure throughput of training, paraphrasing, simplification, evaluation and tokenization",
		run:     runBench,
	})
}

func runBench(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("bench", "[--what train,paraphrase,simplify,eval,tokenize] [--config small|base|pegasus-large] [flags]", stderr)
	what := fs.String("what", strings.Join(bench.Workloads, ","), "comma-separated workloads: "+strings.Join(bench.Workloads, ", "))
	config := fs.String("config", "", "model shape: tiny, small, base or pegasus-large (default: small for train and simplify; for paraphrase pegasus-large on an XLA GPU, base on go, xla:cpu or with --quick)")
	backend := fs.String("backend", "", "GoMLX backend: go, xla:cpu (the plugin of make xla-plugin), xla:cuda or xla:/path/to/pjrt_plugin.so (default $GOMLX_BACKEND, else go)")
	batch := fs.Int("batch", 0, "sentences per model call (tokenize and eval: sentences per pass); 0 keeps each workload's default")
	beams := fs.Int("beams", 0, "beam width of simplify and paraphrase (default 8 and 10; 4 with --quick)")
	devices := fs.Int("devices", 1, "train: split each batch across this many of the backend's devices (data parallel; --batch must be a multiple)")
	dtype := fs.String("dtype", "f32", "precision: f32, or bf16 (paraphrase: bf16 weights and activations; train: mixed precision as train --dtype bfloat16; simplify runs f32 only)")
	quick := fs.Bool("quick", false, "small work and few repetitions (each workload well under 2 minutes on a 2-core CPU)")
	reps := fs.Int("reps", 0, "timed repetitions (default per workload: 5-10, 2-3 with --quick)")
	asJSON := fs.Bool("json", false, "print the report as JSON instead of a table")
	out := fs.String("out", "", "also write the JSON report to this file")
	compare := fs.String("compare", "", "reference JSON report (e.g. from bench/torch/bench.py) to compare against, printed after the results")
	quiet := fs.Bool("quiet", false, "no progress lines on stderr")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	opt := bench.Options{
		Config: *config, Backend: *backend, Batch: *batch, Beams: *beams, Devices: *devices,
		DType: *dtype, Quick: *quick, Reps: *reps,
	}
	for _, w := range strings.Split(*what, ",") {
		if w = strings.TrimSpace(w); w != "" {
			opt.What = append(opt.What, w)
		}
	}
	if err := opt.Validate(); err != nil {
		return usageErrorf("%v", err)
	}
	if err := checkOutputs([]string{*compare}, []string{*out}); err != nil {
		return err
	}
	var ref *bench.Report
	if *compare != "" {
		f, err := os.Open(*compare)
		if err != nil {
			return fmt.Errorf("reading reference report: %w", err)
		}
		ref, err = bench.ReadReport(f, *compare)
		f.Close()
		if err != nil {
			return usageErrorf("%v", err)
		}
	}
	if !*quiet {
		opt.Log = stderr
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := bench.Run(ctx, opt)
	if err != nil {
		return err
	}
	if *out != "" {
		if err := atomicfile.Write(*out, 0o644, rep.WriteJSON); err != nil {
			return fmt.Errorf("writing %s: %w", *out, err)
		}
	}
	if *asJSON {
		if err := rep.WriteJSON(stdout); err != nil {
			return err
		}
	} else if err := rep.WriteTable(stdout); err != nil {
		return err
	}
	if ref != nil {
		fmt.Fprintln(stdout)
		return bench.Compare(stdout, rep, ref)
	}
	return nil
}
