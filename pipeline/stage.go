package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/patsimp/patsimp/internal/atomicfile"
	"github.com/patsimp/patsimp/internal/jobfile"
)

// Stage is one step of the pipeline. A stage reads files produced by earlier
// stages (or given by the user) and writes its own outputs; Run must be safe
// to call again after a kill (the underlying jobs resume or restart).
type Stage struct {
	// Name identifies the stage on the command line (--from NAME).
	Name string
	// Inputs are the files the stage reads.
	Inputs []string
	// Outputs are the files (or directories) the stage produces.
	Outputs []string
	// Settings is any value describing the options that shape the outputs;
	// a change of settings makes the stage run again.
	Settings any
	// Scratch lists the files and directories a stage's job resumes from
	// (partial outputs, checkpoints). When a stage that had finished runs
	// again (changed settings or inputs, --from), they belong to the
	// earlier run and are removed first, so the job starts over instead of
	// resuming it; after a kill (no finished marker) they are kept.
	Scratch []string
	// Run produces the outputs.
	Run func(ctx context.Context) error
}

// marker is what a finished stage records in its done file.
type marker struct {
	Stage    string    `json:"stage"`
	Settings string    `json:"settings"`
	Finished time.Time `json:"finished"`
	// Inputs identify the content of the stage's inputs when it ran.
	Inputs []inputStamp `json:"inputs,omitempty"`
}

// inputStamp identifies an input file's content; ModTime lets an
// unchanged file (same size and time) skip the hashing.
type inputStamp struct {
	jobfile.Input
	ModTime time.Time `json:"mtime"`
}

func stamp(path string) (inputStamp, error) {
	st, err := os.Stat(path)
	if err != nil {
		return inputStamp{}, err
	}
	in, err := jobfile.HashFile(path)
	if err != nil {
		return inputStamp{}, err
	}
	return inputStamp{Input: in, ModTime: st.ModTime().UTC()}, nil
}

// sameContent reports whether path still has the content of s.
func (s inputStamp) sameContent(path string) bool {
	st, err := os.Stat(path)
	if err != nil || st.Size() != s.Size {
		return false
	}
	if st.ModTime().UTC().Equal(s.ModTime) {
		return true
	}
	in, err := jobfile.HashFile(path)
	return err == nil && in.SameContent(s.Input)
}

// Runner runs stages in order, skipping those whose recorded outputs are
// newer than their inputs and whose settings did not change.
type Runner struct {
	// StateDir holds one "<stage>.done" marker per finished stage.
	StateDir string
	// Log receives one line per stage.
	Log io.Writer
	// From, when set, forces that stage and all later ones to run.
	From string
}

func (r *Runner) markerPath(stage string) string {
	return filepath.Join(r.StateDir, stage+".done")
}

func settingsHash(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8]), nil
}

// upToDate reports whether s finished before with the same settings, its
// outputs all exist, and its inputs have the content they had then (a
// marker of an older version without input stamps: no input is newer
// than the marker).
func (r *Runner) upToDate(s *Stage, hash string) (bool, string) {
	data, err := os.ReadFile(r.markerPath(s.Name))
	if err != nil {
		return false, "not run yet"
	}
	var m marker
	if err := json.Unmarshal(data, &m); err != nil {
		return false, "unreadable marker"
	}
	if m.Settings != hash {
		return false, "settings changed"
	}
	st, err := os.Stat(r.markerPath(s.Name))
	if err != nil {
		return false, "not run yet"
	}
	for _, out := range s.Outputs {
		if _, err := os.Stat(out); err != nil {
			return false, "output missing: " + out
		}
	}
	if m.Inputs != nil {
		if len(m.Inputs) != len(s.Inputs) {
			return false, "inputs changed"
		}
		for i, in := range s.Inputs {
			if !m.Inputs[i].sameContent(in) {
				return false, "input changed: " + in
			}
		}
		return true, ""
	}
	for _, in := range s.Inputs {
		ist, err := os.Stat(in)
		if err != nil {
			return false, "input missing: " + in
		}
		if ist.ModTime().After(st.ModTime()) {
			return false, "input newer than outputs: " + in
		}
	}
	return true, ""
}

// Run executes stages in order. A stage is skipped when it is up to date and
// no earlier stage ran in this call (a rerun invalidates what follows).
func (r *Runner) Run(ctx context.Context, stages []*Stage) error {
	if r.From != "" {
		found := false
		for _, s := range stages {
			if s.Name == r.From {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("--from %q: no such stage", r.From)
		}
	}
	if err := os.MkdirAll(r.StateDir, 0o755); err != nil {
		return fmt.Errorf("pipeline state: %w", err)
	}
	// One run at a time per work directory.
	lock, err := jobfile.Lock(filepath.Join(r.StateDir, "pipeline.lock"))
	if err != nil {
		return fmt.Errorf("pipeline: %w (another pipeline is running in this work directory)", err)
	}
	defer lock.Close()
	log := r.Log
	if log == nil {
		log = io.Discard
	}
	force := false
	for _, s := range stages {
		if s.Name == r.From {
			force = true
		}
		hash, err := settingsHash(s.Settings)
		if err != nil {
			return fmt.Errorf("stage %s: settings: %w", s.Name, err)
		}
		if !force {
			if ok, _ := r.upToDate(s, hash); ok {
				fmt.Fprintf(log, "stage %-9s up to date, skipped\n", s.Name)
				continue
			}
		}
		// Once a stage runs, every later stage runs too.
		force = true
		if _, err := os.Stat(r.markerPath(s.Name)); err == nil {
			for _, p := range s.Scratch {
				if err := os.RemoveAll(p); err != nil {
					return fmt.Errorf("stage %s: clearing the earlier run: %w", s.Name, err)
				}
			}
		}
		_ = os.Remove(r.markerPath(s.Name))
		fmt.Fprintf(log, "stage %-9s running\n", s.Name)
		start := time.Now()
		if err := s.Run(ctx); err != nil {
			if errors.Is(err, context.Canceled) {
				return fmt.Errorf("stage %s interrupted (rerun to resume): %w", s.Name, err)
			}
			return fmt.Errorf("stage %s: %w", s.Name, err)
		}
		m := marker{Stage: s.Name, Settings: hash, Finished: time.Now().UTC(), Inputs: []inputStamp{}}
		for _, in := range s.Inputs {
			st, err := stamp(in)
			if err != nil {
				return fmt.Errorf("stage %s: fingerprint of its input: %w", s.Name, err)
			}
			m.Inputs = append(m.Inputs, st)
		}
		b, _ := json.MarshalIndent(m, "", "  ")
		if err := atomicfile.WriteBytes(r.markerPath(s.Name), append(b, '\n'), 0o644); err != nil {
			return fmt.Errorf("stage %s: %w", s.Name, err)
		}
		fmt.Fprintf(log, "stage %-9s done in %s\n", s.Name, time.Since(start).Round(time.Millisecond))
	}
	return nil
}
