package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/patsimp/patsimp/data/noise"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/internal/atomicfile"
)

func init() {
	register(&command{
		name:    "noise",
		summary: "make denoising pre-training pairs (BART-style span masking, deletion, permutation) from raw text",
		run:     runNoise,
	})
}

func runNoise(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("noise", "--out pairs.tsv [flags] TEXT_FILE...", stderr)
	var inputs corpusInputs
	fs.Var(&inputs, "in", "text file, one sentence per line (plain or gzip); repeatable, more may follow the flags")
	out := fs.String("out", "", "pairs TSV, id<TAB>corrupted<TAB>original (required; written atomically at the end)")
	def := noise.Default()
	seed := fs.Uint64("seed", def.Seed, "random seed (each line's corruption depends only on the seed, the file's position and the line number)")
	maskRatio := fs.Float64("mask-ratio", def.MaskRatio, "share of tokens in masked spans (BART text infilling; 0: off)")
	lambda := fs.Float64("lambda", def.PoissonLambda, "mean span length (Poisson)")
	mask := fs.String("mask", def.Mask, "token that replaces a masked span")
	del := fs.Float64("delete", def.DeleteRatio, "probability of deleting each other token (0: off)")
	permute := fs.Bool("permute", def.Permute, "shuffle the sentences of a line that has several")
	shuffle := fs.Int("shuffle", def.ShuffleWindow, "move tokens by less than this many positions (0: off)")
	minTokens := fs.Int("min-tokens", 3, "skip lines with fewer whitespace tokens")
	exclude := fs.String("exclude", "", "file of sentences (one per line) to skip, e.g. datasets/heldout/sentences.txt")
	rest, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	inputs = append(inputs, rest...)
	if len(inputs) == 0 || *out == "" {
		return usageErrorf("give --out and at least one text file")
	}
	o := noise.PairOptions{MinTokens: *minTokens, Options: noise.Options{Seed: *seed, MaskRatio: *maskRatio,
		PoissonLambda: *lambda, Mask: *mask, DeleteRatio: *del, Permute: *permute, ShuffleWindow: *shuffle}}
	if err := o.Validate(); err != nil {
		return usageErrorf("%v", err)
	}
	if err := checkOutputs(append(slicesOf(inputs), *exclude), []string{*out}); err != nil {
		return err
	}
	if o.Exclude, err = eval.ReadLineSet(*exclude); err != nil {
		return err
	}
	var total noise.PairReport
	errNoPairs := errors.New("no pairs")
	err = atomicfile.Write(*out, 0o644, func(w io.Writer) error {
		for k, path := range inputs {
			f, err := os.Open(path)
			if err != nil {
				return err
			}
			po := o
			po.Seed = o.Seed + uint64(k)<<32 // files get their own streams
			rep, err := noise.WritePairs(path, f, w, po)
			f.Close()
			if err != nil {
				return err
			}
			total.Lines += rep.Lines
			total.Empty += rep.Empty
			total.Short += rep.Short
			total.Excluded += rep.Excluded
			total.Pairs += rep.Pairs
		}
		if total.Pairs == 0 {
			return errNoPairs // an empty pair file is no result: write nothing
		}
		return nil
	})
	if errors.Is(err, errNoPairs) {
		return usageErrorf("no pairs: %d lines: %d empty, %d shorter than %d tokens, %d excluded; nothing written to %s",
			total.Lines, total.Empty, total.Short, *minTokens, total.Excluded, *out)
	}
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "%d lines: %d empty, %d shorter than %d tokens, %d excluded; %d pairs written to %s\n",
		total.Lines, total.Empty, total.Short, *minTokens, total.Excluded, total.Pairs, *out)
	return err
}
