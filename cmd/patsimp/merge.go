package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/patsimp/patsimp/internal/atomicfile"
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

// finishCorpusShard records the output of patsimp corpus --shard (its
// sentences already in out, or none when empty) as a finished shard of the
// job over all inputs, for patsimp merge, which removes the sentences that
// an earlier shard already has, as a single run does.
func finishCorpusShard(out string, all []string, sh jobfile.Shard, settings map[string]string, empty bool) error {
	settings[jobfile.DedupSetting] = "lines"
	fp, err := jobfile.NewFingerprint(settings, sh, all...)
	if err != nil {
		return err
	}
	// corpus has no --restart: name what does start over.
	job, err := jobfile.Open(out, fp, jobfile.Options{RestartFlag: "another --out (or after removing " + jobfile.RecordPath(out) + ")"})
	if err != nil {
		return jobError(err)
	}
	defer job.Close()
	if empty {
		if err := atomicfile.WriteBytes(out, nil, 0o644); err != nil {
			return err
		}
	}
	return job.Finish()
}
