package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/patsimp/patsimp/pipeline"
)

func init() {
	register(&command{
		name:    "pipeline",
		summary: "run the whole method: corpus → bronze → filter → split → train → tune → evaluate → stats → report",
		run:     runPipeline,
	})
}

func runPipeline(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("pipeline", "--config pipeline.yaml [--from STAGE] [--dir DIR]", stderr)
	cfgPath := fs.String("config", "", "YAML configuration (see configs/pipeline.yaml)")
	from := fs.String("from", "", "rerun from this stage on: "+strings.Join(pipeline.StageNames, ", "))
	dir := fs.String("dir", "", "work directory (overrides the config's dir)")
	backend := fs.String("backend", "", "compute backend (overrides the config's backend)")
	restart := fs.Bool("restart", false, "let the stages that run discard unfinished work of other inputs or settings (a partial output, a training run, a tune log) instead of refusing to resume it")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments %q", fs.Args())
	}
	if *cfgPath == "" {
		return usageErrorf("--config is required")
	}
	cfg, err := pipeline.Load(*cfgPath)
	if err != nil {
		return usageErrorf("%v", err)
	}
	if *dir != "" {
		cfg.Dir = *dir
	}
	if *backend != "" {
		cfg.Backend = *backend
	}
	p, err := pipeline.New(cfg, stderr)
	if err != nil {
		return usageErrorf("%v", err)
	}
	p.Restart = *restart
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := p.Run(ctx, *from); err != nil {
		return jobError(err)
	}
	fmt.Fprintf(stdout, "pipeline finished: report in %s\n", p.Paths.Report)
	return nil
}
