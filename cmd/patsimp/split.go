package main

import (
	"fmt"
	"io"
	"os"

	"github.com/patsimp/patsimp/data/silver"
)

func init() {
	register(&command{
		name:    "split",
		summary: "split a silver corpus into train/valid/test in the paper's proportions, by source sentence",
		run:     runSplit,
	})
}

func runSplit(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("split", "--in silver.tsv --out DIR [--seed N] [--parallel]", stderr)
	in := fs.String("in", "", "silver TSV: id<TAB>complex<TAB>simple per line (required)")
	out := fs.String("out", "", "output directory for train.tsv, valid.tsv and test.tsv (required)")
	seed := fs.Uint64("seed", 1, "shuffling seed; the split is a function of the input and the seed")
	parallel := fs.Bool("parallel", false, "also write <set>.complex and <set>.simple line-aligned text files")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case fs.NArg() > 0:
		return usageErrorf("unexpected arguments %q", fs.Args())
	case *in == "":
		return usageErrorf("--in is required")
	case *out == "":
		return usageErrorf("--out is required")
	}
	if st, err := os.Stat(*out); err == nil && !st.IsDir() {
		return usageErrorf("--out %s is a file, not a directory", *out)
	}
	var outputs []string
	for _, f := range silver.SplitFiles(*out) {
		outputs = append(outputs, f)
		if *parallel {
			c, s := silver.ParallelFiles(f)
			outputs = append(outputs, c, s)
		}
	}
	if err := checkOutputs([]string{*in}, outputs); err != nil {
		return err
	}
	res, err := silver.Split(*in, *out, *seed)
	if err != nil {
		return err
	}
	for i, name := range silver.SetNames {
		if res.Pairs[i] == 0 {
			fmt.Fprintf(stderr, "patsimp split: warning: %s set is empty (%d pairs in all are too few)\n", name, res.Pairs[0]+res.Pairs[1]+res.Pairs[2])
		}
		fmt.Fprintf(stdout, "%-5s %8d pairs %8d sources  %s\n", name, res.Pairs[i], res.Sources[i], res.Files[i])
		if *parallel {
			c, s, err := silver.WriteParallel(res.Files[i])
			if err != nil {
				return err
			}
			fmt.Fprintf(stdout, "      %s %s\n", c, s)
		}
	}
	return nil
}
