package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/patsimp/patsimp/internal/jobfile"
)

func init() {
	register(&command{
		name:    "merge",
		summary: "join the outputs of the shards of a sharded simplify or paraphrase run (--shard K/N) into one file",
		run:     runMerge,
	})
}

func runMerge(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("merge", "--out FILE SHARD-OUTPUT...", stderr)
	out := fs.String("out", "", "merged output; written atomically, with the record of a whole run (OUT.job)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() == 0 {
		return usageErrorf("--out and the shard outputs are required")
	}
	if err := jobfile.Merge(*out, fs.Args()); err != nil {
		return usageErrorf("%v", err)
	}
	fmt.Fprintf(stdout, "merge: %d shards written to %s\n", fs.NArg(), *out)
	return nil
}

// jobError gives the refusals of internal/jobfile (an unfinished output of
// other inputs or settings, an output that is also an input) exit status
// 2: they are usage errors, fixed by another --out or --restart.
func jobError(err error) error {
	var mm *jobfile.MismatchError
	if errors.As(err, &mm) || errors.Is(err, jobfile.ErrSameAsInput) {
		return &exitError{code: 2, err: err}
	}
	return err
}
