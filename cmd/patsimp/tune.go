package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/train"
)

func init() {
	register(&command{
		name:    "tune",
		summary: "search ACCESS control values on a validation set and store the best in the checkpoint",
		run:     runTune,
	})
}

// tuneLog is the file in the checkpoint directory that records each
// evaluated setting (JSON lines), so an interrupted search resumes.
const tuneLog = "tune.jsonl"

type tuneRecord struct {
	Controls string  `json:"controls"`
	SARI     float64 `json:"sari"`
}

func runTune(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("tune", "--checkpoint DIR --valid PREFIX [flags]", stderr)
	ckpt := fs.String("checkpoint", "", "checkpoint directory written by patsimp train")
	validPath := fs.String("valid", "", "validation corpus: PREFIX.complex + PREFIX.simple[.N], or a TSV file")
	budget := fs.Int("budget", 30, "number of control settings to evaluate")
	method := fs.String("method", "random", "search: random (0.05 grid) or grid (--step)")
	step := fs.Float64("step", 0.15, "grid spacing for --method grid")
	beams := fs.Int("beams", 2, "beam width for decoding the validation set")
	limit := fs.Int("valid-sentences", 0, "use the first N validation sentences only (0: all)")
	seed := fs.Uint64("seed", 1, "random seed of the search")
	backendName := fs.String("backend", "go", "compute backend: go, xla, or a GoMLX backend spec")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if *ckpt == "" || *validPath == "" {
		return usageErrorf("--checkpoint and --valid are required")
	}
	if *budget < 1 || *beams < 1 || *limit < 0 {
		return usageErrorf("--budget and --beams must be at least 1, --valid-sentences not negative")
	}
	valid, err := train.ReadCorpus(*validPath)
	if err != nil {
		return usageErrorf("%v", err)
	}
	if *limit > 0 && *limit < valid.Len() {
		valid.Complex, valid.Simple = valid.Complex[:*limit], valid.Simple[:*limit]
	}
	backend, err := models.NewBackend(*backendName)
	if err != nil {
		return err
	}
	simp, err := access.Load(*ckpt, backend)
	if err != nil {
		return err
	}
	logPath := filepath.Join(*ckpt, tuneLog)
	done, size, err := readTuneLog(logPath)
	if err != nil {
		return err
	}
	lf, err := os.OpenFile(logPath, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	// Drop a torn last line, then append.
	if err := lf.Truncate(size); err != nil {
		lf.Close()
		return err
	}
	if _, err := lf.Seek(size, io.SeekStart); err != nil {
		lf.Close()
		return err
	}
	defer lf.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	n := len(done)
	best, _, err := train.Tune(ctx, simp, valid, train.TuneOptions{
		Budget: *budget, Method: *method, Step: *step, Seed: *seed, Beams: *beams, Done: done,
		OnTrial: func(t train.Trial) error {
			n++
			fmt.Fprintf(stderr, "tune: %d/%d %s SARI %.2f\n", n, *budget, t.Controls, t.SARI)
			b, err := json.Marshal(tuneRecord{Controls: t.Controls.String(), SARI: t.SARI})
			if err != nil {
				return err
			}
			if _, err := lf.Write(append(b, '\n')); err != nil {
				return err
			}
			return lf.Sync()
		},
	})
	if err != nil {
		return err
	}
	meta := simp.Meta
	meta.Controls, meta.TunedSARI = best.Controls.String(), best.SARI
	if err := access.WriteMeta(*ckpt, meta); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s\tSARI %.2f\n", meta.Controls, best.SARI)
	return nil
}

// readTuneLog reads the settings a previous run evaluated and the byte
// length of its complete lines; a torn last line (a kill mid-write) is
// left out.
func readTuneLog(path string) ([]train.Trial, int64, error) {
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	trials, err := parseTuneLog(path, string(b))
	if err != nil {
		return nil, 0, err
	}
	return trials, int64(strings.LastIndexByte(string(b), '\n') + 1), nil
}

// parseTuneLog parses the complete lines of a tune log; name is used in
// errors.
func parseTuneLog(name, text string) ([]train.Trial, error) {
	lines := strings.Split(text, "\n")
	lines = lines[:len(lines)-1] // the part after the last newline is torn or empty
	var out []train.Trial
	for i, l := range lines {
		var r tuneRecord
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, i+1, err)
		}
		v, err := controls.ParseValues(r.Controls)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, i+1, err)
		}
		out = append(out, train.Trial{Controls: v, SARI: r.SARI})
	}
	return out, nil
}
