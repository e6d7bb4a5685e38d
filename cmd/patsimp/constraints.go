package main

import (
	"flag"
	"os"
	"strings"

	"github.com/patsimp/patsimp/data/lexsub"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/depparse"
)

// constraintFlags are the output constraints simplify and demo share. Each
// is on by default with the embedded model (which needs them) and off with
// --checkpoint (whose outputs then follow the model alone).
type constraintFlags struct {
	fs                                  *flag.FlagSet
	knownWords, verbatim, noLoops, copy *bool
	wellFormed                          *bool
	minScore                            *float64
	substitutions                       *string
}

// addConstraintFlags registers --known-words, --verbatim, --no-loops,
// --copy-unconstrained, --well-formed, --substitutions and --min-score on
// fs.
func addConstraintFlags(fs *flag.FlagSet) *constraintFlags {
	const dflt = " (default: on with the embedded model, off with --checkpoint)"
	return &constraintFlags{
		fs:            fs,
		knownWords:    fs.Bool("known-words", false, "keep outputs to known words: every output word must be a word of its source or of the bundled wordfreq list (the invented-word measure of patsimp eval)"+dflt),
		verbatim:      fs.Bool("verbatim", false, "copy the source's names, formulas and numbers whole (\"3-ethynylpyridine-4-carboxylate\", \"MgCl2\", \"3.5\"), never recombined from their parts, and do not end an output inside brackets"+dflt),
		noLoops:       fs.Bool("no-loops", false, "refuse any token that would give an output a loop as patsimp eval counts them (a block of 13a tokens repeated so that a 3-gram occurs twice in it), unless its source has one; catches loops the piece-level --no-repeat-ngram misses"+dflt),
		copy:          fs.Bool("copy-unconstrained", false, "output a sentence unchanged when its search reached a step where the output constraints (--known-words, --verbatim, --no-loops) allowed no token (the model could not go on within them, typically inside a long chemical name) rather than the unconstrained text that follows"+dflt),
		wellFormed:    fs.Bool("well-formed", false, "output the most probable (by the model) of the candidates that are well-formed edits of their source by the bundled dependency parser (docs/access.md): the finished beams that leave out only whole subtrees (a word with all that depends on it; not a subject, object, premodifier, preposition, determiner or number without its head) and replace a word in place only with a no rarer one, and up to 8 such deletions the parser proposes (split into two sentences at \", and\" before a second main clause); the source unchanged when there is none"+dflt),
		substitutions: fs.String("substitutions", "", "write simpler words and phrases in every output (\"approximately\" → \"about\", \"prior to\" → \"before\") and drop the openers people drop (\"However,\", \"In some embodiments,\"): \"default\" (the bundled table of substitutions people made, docs/lexsub.md), a file of FROM<TAB>TO and FROM,<TAB> lines, or \"none\""+strings.Replace(dflt, "on with", "default with", 1)),
		minScore:      fs.Float64("min-score", 0, "output a sentence unchanged when the mean log-probability of its output's tokens is below this (the model is unsure: garbled text); 0: off (default: the checkpoint's calibrated min_score in model.json, -1.5 for the embedded model; 0 when it has none)"),
	}
}

// apply sets the constraints of opt; embedded tells whether the embedded
// model is used (no --checkpoint), which turns on the flags not given, and
// meta is the model's (its min_score is --min-score's default).
func (c *constraintFlags) apply(embedded bool, meta access.Meta, opt *access.Options) error {
	for name, v := range map[string]*bool{"known-words": c.knownWords, "verbatim": c.verbatim, "no-loops": c.noLoops, "copy-unconstrained": c.copy, "well-formed": c.wellFormed} {
		if !flagSet(c.fs, name) {
			*v = embedded
		}
	}
	opt.Verbatim, opt.NoLoops, opt.CopyUnconstrained = *c.verbatim, *c.noLoops, *c.copy
	if !flagSet(c.fs, "min-score") {
		*c.minScore = min(meta.MinScore, 0)
	}
	if *c.minScore > 0 {
		return usageErrorf("--min-score %g: must be 0 (off) or negative (a log-probability)", *c.minScore)
	}
	opt.MinScore = *c.minScore
	var table *lexsub.Table
	if !flagSet(c.fs, "substitutions") {
		*c.substitutions = "none"
		if embedded {
			*c.substitutions = "default"
		}
	}
	switch *c.substitutions {
	case "none":
	case "default":
		t, err := lexsub.Default()
		if err != nil {
			return err
		}
		table = t
	default:
		f, err := os.Open(*c.substitutions)
		if err != nil {
			return usageErrorf("--substitutions: %v", err)
		}
		defer f.Close()
		t, err := lexsub.Parse(f, *c.substitutions)
		if err != nil {
			return usageErrorf("--substitutions: %v", err)
		}
		table = t
	}
	if table != nil { // not a nil *Table in the Rewriter interface
		opt.Rewrite = table
	}
	if *c.wellFormed {
		p, err := depparse.Default()
		if err != nil {
			return err
		}
		ranks, err := eval.DefaultWordRanker()
		if err != nil {
			return err
		}
		check := depparse.EditCheck{Ranks: ranks}
		if table != nil {
			// The model's own substitutions stand where the table
			// would make them; without a table, none does.
			check.Synonyms = table
		}
		opt.Edits = depparse.Edits{Parser: p, Check: check, Split: true}
	}
	if *c.knownWords {
		lex, err := eval.DefaultWordRanker()
		if err != nil {
			return err
		}
		opt.KnownWords = lex
	}
	return nil
}
