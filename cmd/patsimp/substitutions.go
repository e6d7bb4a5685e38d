package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/patsimp/patsimp/data/lexsub"
	"github.com/patsimp/patsimp/eval"
)

func init() {
	register(&command{
		name:    "substitutions",
		summary: "list the word substitutions people made in simplifications, or the openers they dropped (candidates for a --substitutions table)",
		run:     runSubstitutions,
	})
}

func runSubstitutions(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("substitutions", "--orig FILE --refs FILE [--refs FILE ...] [flags]", stderr)
	orig := fs.String("orig", "", "source sentences, one per line")
	var refPaths stringsFlag
	fs.Var(&refPaths, "refs", "simplifications of the sources, line by line (repeat for each reference file)")
	skip := fs.Int("skip", 0, "leave out the first N sentences (kept for development)")
	minCount := fs.Int("min-count", 5, "list substitutions written at least this many times")
	minRate := fs.Float64("min-rate", 0.08, "list substitutions made in at least this share of the references whose source holds the phrase")
	openers := fs.Bool("openers", false, "list the openers people dropped (\"However,\" at the start of a source, gone from a reference) instead of substitutions, with the share of the references of such sources that dropped them")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if *orig == "" || len(refPaths) == 0 {
		return usageErrorf("--orig and --refs are required")
	}
	if *skip < 0 || *minCount < 1 {
		return usageErrorf("--skip must not be negative, --min-count must be at least 1")
	}
	sources, err := eval.ReadLines(*orig)
	if err != nil {
		return err
	}
	refs := make([][]string, len(refPaths))
	for i, p := range refPaths {
		if refs[i], err = eval.ReadLines(p); err != nil {
			return err
		}
		if len(refs[i]) != len(sources) {
			return usageErrorf("%s: %d lines, %s has %d", p, len(refs[i]), *orig, len(sources))
		}
		refs[i] = refs[i][min(*skip, len(refs[i])):]
	}
	sources = sources[min(*skip, len(sources)):]
	ranks, err := eval.DefaultWordRanker()
	if err != nil {
		return err
	}
	w := bufio.NewWriter(stdout)
	if *openers {
		fmt.Fprintln(w, "# count\trate\topener")
		for _, c := range lexsub.MineOpeners(sources, refs, *minCount) {
			if c.Rate() >= *minRate {
				fmt.Fprintf(w, "%d\t%.2f\t%s\n", c.Count, c.Rate(), c.From)
			}
		}
		return w.Flush()
	}
	fmt.Fprintln(w, "# count\trate\tfrom\tto\tfrom_rank\tto_rank (wordfreq, rarest word)")
	for _, c := range lexsub.Mine(sources, refs, *minCount) {
		rf, _ := rarestRank(ranks, c.From)
		rt, _ := rarestRank(ranks, c.To)
		if c.Rate() < *minRate || rt >= rf {
			continue // rarely made, or no more frequent
		}
		fmt.Fprintf(w, "%d\t%.2f\t%s\t%s\t%d\t%d\n", c.Count, c.Rate(), c.From, c.To, rf, rt)
	}
	return w.Flush()
}

// rarestRank returns the rank of the rarest word of phrase, one past the
// list for a word the list does not know, and whether it knows them all.
func rarestRank(ranks *eval.WordRanker, phrase string) (int, bool) {
	r, known := 0, true
	for _, w := range strings.Fields(phrase) {
		k, ok := ranks.Rank(w)
		if !ok {
			k, known = ranks.Len(), false
		}
		r = max(r, k)
	}
	return r, known
}
