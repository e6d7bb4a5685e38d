package train

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/models/access"
)

// TuneLogFile is the file in a checkpoint directory that records every
// evaluated control setting, one JSON object per line, so that an
// interrupted search resumes without re-evaluating settings.
const TuneLogFile = "tune.jsonl"

type tuneRecord struct {
	Controls string  `json:"controls"`
	SARI     float64 `json:"sari"`
}

// TuneCheckpoint runs Tune for the checkpoint in dir, resuming from and
// appending to its tune log, and stores the best control values (and their
// validation SARI) in the checkpoint's metadata, where simplify finds them.
// o.Done and o.OnTrial are set by TuneCheckpoint; log, when not nil,
// receives one line per evaluated setting.
//
// The log is locked while the search runs and its fingerprint (the
// validation pairs, the checkpoint's weights, method, step, seed, beams
// and ranges; not the budget, which a rerun may raise) is recorded beside
// it (internal/jobfile): a rerun with the same one reuses the trials in the
// log; a finished search with another one is replaced by a new search; an
// unfinished one is refused unless o.Restart.
func TuneCheckpoint(ctx context.Context, dir string, simp *access.Simplifier, valid *Corpus, o TuneOptions, log io.Writer) (Trial, error) {
	if valid.Len() == 0 {
		return Trial{}, fmt.Errorf("tune: the validation set is empty")
	}
	logPath := filepath.Join(dir, TuneLogFile)
	ranges, err := json.Marshal(o.Ranges)
	if err != nil {
		return Trial{}, err
	}
	fp := jobfile.Fingerprint{
		Inputs: []jobfile.Input{corpusInput("(validation pairs)", valid)},
		Settings: map[string]string{"checkpoint": simp.ID, "method": o.Method, "step": strconv.FormatFloat(o.Step, 'g', -1, 64),
			"seed": strconv.FormatUint(o.Seed, 10), "beams": strconv.Itoa(o.Beams), "ranges": string(ranges),
			"no_repeat_ngram": strconv.Itoa(o.NoRepeatNgram), "known_words": strconv.FormatBool(o.KnownWords != nil)},
	}
	access.Options{Verbatim: o.Verbatim, NoLoops: o.NoLoops}.AddSettings(fp.Settings)
	job, err := jobfile.Open(logPath, fp, jobfile.Options{Scratch: []string{logPath}, Restart: o.Restart, RestartFlag: o.RestartFlag})
	if err != nil {
		return Trial{}, fmt.Errorf("tune: %w", err)
	}
	defer job.Close()
	if len(job.Replaced) > 0 && log != nil {
		fmt.Fprintf(log, "tune: starting a new search (%s)\n", strings.Join(job.Replaced, "; "))
	}
	done, size, err := ReadTuneLog(logPath)
	if err != nil {
		return Trial{}, err
	}
	f, err := os.OpenFile(logPath, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return Trial{}, fmt.Errorf("tune log: %w", err)
	}
	defer f.Close()
	// Drop a line torn by a kill, then append.
	if err := f.Truncate(size); err != nil {
		return Trial{}, fmt.Errorf("tune log %s: %w", logPath, err)
	}
	if _, err := f.Seek(size, io.SeekStart); err != nil {
		return Trial{}, fmt.Errorf("tune log %s: %w", logPath, err)
	}
	n := len(done)
	o.Done = done
	o.OnTrial = func(t Trial) error {
		n++
		if log != nil {
			fmt.Fprintf(log, "tune: %d/%d %s SARI %.2f\n", n, o.Budget, t.Controls, t.SARI)
		}
		b, err := json.Marshal(tuneRecord{Controls: t.Controls.String(), SARI: t.SARI})
		if err != nil {
			return err
		}
		if _, err := f.Write(append(b, '\n')); err != nil {
			return fmt.Errorf("tune log %s: %w", logPath, err)
		}
		return f.Sync()
	}
	best, _, err := Tune(ctx, simp, valid, o)
	if err != nil {
		return Trial{}, err
	}
	meta := simp.Meta
	meta.Controls, meta.TunedSARI = best.Controls.String(), best.SARI
	if err := access.WriteMeta(dir, meta); err != nil {
		return Trial{}, err
	}
	simp.Meta = meta
	if err := f.Close(); err != nil {
		return Trial{}, fmt.Errorf("tune log %s: %w", logPath, err)
	}
	if err := job.Finish(); err != nil {
		return Trial{}, fmt.Errorf("tune: %w", err)
	}
	return best, nil
}

// ReadTuneLog reads the complete lines of a tune log and returns the trials
// and the byte length of those lines (a torn last line is ignored). A
// missing file is an empty log.
func ReadTuneLog(path string) ([]Trial, int64, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, fmt.Errorf("tune log: %w", err)
	}
	trials, err := ParseTuneLog(path, string(b))
	if err != nil {
		return nil, 0, err
	}
	return trials, int64(strings.LastIndexByte(string(b), '\n') + 1), nil
}

// ParseTuneLog parses the complete lines of a tune log's text; name is used
// in errors, which carry the line number.
func ParseTuneLog(name, text string) ([]Trial, error) {
	lines := strings.Split(text, "\n")
	lines = lines[:len(lines)-1] // the part after the last newline is torn or empty
	var out []Trial
	for i, l := range lines {
		var r tuneRecord
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, i+1, err)
		}
		v, err := controls.ParseValues(r.Controls)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, i+1, err)
		}
		out = append(out, Trial{Controls: v, SARI: r.SARI})
	}
	return out, nil
}
