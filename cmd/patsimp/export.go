package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/patsimp/patsimp/models/access"
)

func init() {
	register(&command{
		name:    "export",
		summary: "write a shippable copy of an ACCESS checkpoint with bfloat16 weights (half the size)",
		run:     runExport,
	})
}

func runExport(args []string, _ io.Reader, _, stderr io.Writer) error {
	fs := newFlagSet("export", "--checkpoint DIR --out DIR", stderr)
	ckpt := fs.String("checkpoint", "", "checkpoint directory written by patsimp train (and tune)")
	out := fs.String("out", "", "output directory (model.json, spm.model, best.safetensors in bfloat16)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if *ckpt == "" || *out == "" {
		return usageErrorf("--checkpoint and --out are required")
	}
	if err := checkOutputs([]string{*ckpt}, []string{*out}); err != nil {
		return err
	}
	if err := access.Export(*ckpt, *out); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "patsimp export: %s → %s\n", *ckpt, *out)
	return nil
}
