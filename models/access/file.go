package access

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/internal/progress"
)

// chunkBatches is how many batches SimplifyFile hands Simplify at once.
const chunkBatches = 8

// SimplifyFile simplifies sentences into out, one line per sentence, in
// input order. Lines are appended to out+".partial" and synced chunk by
// chunk (8 batches, decoded in order of length); a rerun after a kill keeps
// the complete chunks already there (with the same opt.Batch) and continues
// after them, and the finished file is renamed to out, so the result equals
// an uninterrupted run. Progress goes to log (nil: none).
func (s *Simplifier) SimplifyFile(ctx context.Context, sentences []string, vals controls.Values, opt Options, out string, log io.Writer) error {
	if opt.Batch < 1 {
		opt.Batch = 32
	}
	// Chunks of several batches let Simplify group sentences of similar
	// length; each chunk is written and synced as a whole.
	chunk := opt.Batch * chunkBatches
	partial := out + ".partial"
	done := 0
	if b, err := os.ReadFile(partial); err == nil {
		text := string(b)
		text = text[:strings.LastIndexByte(text, '\n')+1] // drop a torn last line
		if n := strings.Count(text, "\n"); n > len(sentences) {
			return fmt.Errorf("%s has %d lines, more than the %d inputs: remove it", partial, n, len(sentences))
		}
		// Keep whole chunks only, so that every later chunk holds the same
		// sentences as in an uninterrupted run (a batch's composition
		// bounds its output length).
		done = strings.Count(text, "\n") / chunk * chunk
		keep := 0
		for _, line := range strings.SplitAfter(text, "\n")[:done] {
			keep += len(line)
		}
		text = text[:keep]
		if err := os.Truncate(partial, int64(len(text))); err != nil {
			return fmt.Errorf("resuming %s: %w", partial, err)
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("resuming %s: %w", partial, err)
	}
	f, err := os.OpenFile(partial, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	if log == nil {
		log = io.Discard
	}
	bar := progress.New(log, "simplify", int64(len(sentences)), progress.Options{Unit: "sentences", Start: int64(done)})
	for start := done; start < len(sentences); start += chunk {
		end := min(start+chunk, len(sentences))
		o := opt
		o.Progress = func(n int) { bar.Add(n) }
		res, err := s.Simplify(ctx, sentences[start:end], vals, o)
		if err != nil {
			return err
		}
		var b strings.Builder
		for _, r := range res {
			b.WriteString(strings.ReplaceAll(r, "\n", " "))
			b.WriteByte('\n')
		}
		if _, err := f.WriteString(b.String()); err != nil {
			return fmt.Errorf("writing %s: %w", partial, err)
		}
		if err := f.Sync(); err != nil {
			return fmt.Errorf("writing %s: %w", partial, err)
		}
	}
	bar.Done()
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", partial, err)
	}
	return os.Rename(partial, out)
}
