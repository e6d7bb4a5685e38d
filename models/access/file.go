package access

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/decode/lexical"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/internal/atomicfile"
	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/internal/progress"
)

// chunkBatches is the number of batches in a chunk of SimplifyFile: the
// input is cut into chunks of Batch·chunkBatches sentences, which are
// sorted by length and batched independently of one another.
const chunkBatches = 8

// FileOptions configure SimplifyFile beyond the decoding Options.
type FileOptions struct {
	// Log receives progress (nil: none).
	Log io.Writer
	// Input names the input in messages (e.g. its path).
	Input string
	// Shard selects a contiguous part of the input's chunks (see
	// jobfile.Shard.Range); the zero value is the whole input.
	Shard jobfile.Shard
	// Restart discards an unfinished output of other inputs or settings
	// instead of refusing it.
	Restart bool
	// RestartFlag names the option that sets Restart, for messages
	// (default "--restart").
	RestartFlag string
}

// SimplifyFile simplifies sentences into out, one line per sentence, in
// input order, resumably.
//
// The input is cut into chunks of opt.Batch·8 sentences; each chunk is
// sorted by length and decoded batch by batch, and every finished batch is
// appended to out+".partial" as "index<TAB>simplification" lines and synced,
// so a kill loses at most the batch being decoded. The fingerprint of the
// run (the sentences, the checkpoint, the control values and decoding
// options, the shard) is recorded in out+".job" and out is locked while the
// job runs (see internal/jobfile): a rerun resumes the same job, skipping
// the finished batches (batches do not depend on where a run resumed, so
// the result equals an uninterrupted run byte for byte); an unfinished job
// of other inputs or settings is refused unless fo.Restart; a finished
// output of the same job is left as it is. At the end, out is written
// atomically and the partial file removed.
//
// With fo.Shard K/N, only the chunks of shard K are simplified into out;
// the shards' outputs concatenated in order of K equal the output of the
// whole input.
func (s *Simplifier) SimplifyFile(ctx context.Context, sentences []string, vals controls.Values, opt Options, out string, fo FileOptions) error {
	opt = opt.withDefaults().forValues(vals)
	if fo.Input == "" {
		fo.Input = "input"
	}
	chunk := opt.Batch * chunkBatches
	nChunks := (len(sentences) + chunk - 1) / chunk
	clo, chi := fo.Shard.Range(nChunks)
	lo, hi := min(clo*chunk, len(sentences)), min(chi*chunk, len(sentences))

	fp := jobfile.Fingerprint{
		Inputs: []jobfile.Input{jobfile.HashLines(fo.Input, sentences)},
		Settings: map[string]string{
			"model": s.ID, "controls": vals.String(), "beams": strconv.Itoa(opt.Beams),
			"batch": strconv.Itoa(opt.Batch), "chunk": strconv.Itoa(chunk),
			"max_len_a": strconv.FormatFloat(opt.MaxLenA, 'g', -1, 64), "max_len_b": strconv.Itoa(opt.MaxLenB),
			"no_repeat_ngram": strconv.Itoa(opt.NoRepeatNgram), "stop_repeats": strconv.Itoa(opt.StopRepeats),
			"known_words": knownWordsSetting(opt.KnownWords),
		},
		Shard: fo.Shard.String(),
	}
	opt.AddSettings(fp.Settings)
	partial := out + ".partial"
	job, err := jobfile.Open(out, fp, jobfile.Options{Scratch: []string{partial}, Restart: fo.Restart, RestartFlag: fo.RestartFlag})
	if err != nil {
		return err
	}
	defer job.Close()
	log := fo.Log
	if log == nil {
		log = io.Discard
	}
	if job.State == jobfile.Done {
		fmt.Fprintf(log, "simplify: %s is finished with the same input and settings; nothing to do\n", out)
		return nil
	}
	if len(job.Replaced) > 0 {
		fmt.Fprintf(log, "simplify: replacing %s (%s)\n", out, strings.Join(job.Replaced, "; "))
	}
	restartFlag := fo.RestartFlag
	if restartFlag == "" {
		restartFlag = "--restart"
	}
	done, size, err := readPartial(partial, lo, hi, restartFlag)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(partial, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("simplify: %w", err)
	}
	defer f.Close()
	// Drop a line torn by a kill, then append.
	if err := f.Truncate(size); err != nil {
		return fmt.Errorf("simplify: resuming %s: %w", partial, err)
	}
	if _, err := f.Seek(size, io.SeekStart); err != nil {
		return fmt.Errorf("simplify: resuming %s: %w", partial, err)
	}
	bar := progress.New(log, "simplify", int64(hi-lo), progress.Options{Unit: "sentences", Start: int64(len(done))})
	for start := lo; start < hi; start += chunk {
		end := min(start+chunk, hi)
		src, err := s.encode(sentences[start:end], vals)
		if err != nil {
			return fmt.Errorf("%s: %w", fo.Input, offsetError(err, start))
		}
		order := lengthOrder(src)
		for b := 0; b < len(order); b += opt.Batch {
			idx := order[b:min(b+opt.Batch, len(order))]
			todo := slices.ContainsFunc(idx, func(i int) bool { _, ok := done[start+i]; return !ok })
			if !todo {
				continue
			}
			res, err := s.decodeBatch(ctx, src, sentences[start:end], idx, opt)
			if err != nil {
				return fmt.Errorf("simplifying a batch of %d sentences (%d to %d in input order): %w",
					len(idx), start+slices.Min(idx)+1, start+slices.Max(idx)+1, err)
			}
			var buf strings.Builder
			for k, i := range idx {
				if _, ok := done[start+i]; ok {
					continue
				}
				line := strings.ReplaceAll(res[k], "\n", " ")
				done[start+i] = line
				fmt.Fprintf(&buf, "%d\t%s\n", start+i+1, line)
			}
			if _, err := f.WriteString(buf.String()); err != nil {
				return fmt.Errorf("simplify: writing %s: %w", partial, err)
			}
			if err := f.Sync(); err != nil {
				return fmt.Errorf("simplify: writing %s: %w", partial, err)
			}
			bar.Add(len(idx))
		}
	}
	bar.Done()
	if err := f.Close(); err != nil {
		return fmt.Errorf("simplify: writing %s: %w", partial, err)
	}
	if err := atomicfile.Write(out, 0o644, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		for i := lo; i < hi; i++ {
			bw.WriteString(done[i])
			bw.WriteByte('\n')
		}
		return bw.Flush()
	}); err != nil {
		return fmt.Errorf("simplify: %w", err)
	}
	if err := job.Finish(); err != nil {
		return err
	}
	if err := os.Remove(partial); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("simplify: %w", err)
	}
	return nil
}

// readPartial reads the complete "index<TAB>text" lines of a partial
// output whose indices must lie in [lo, hi) (1-based in the file, 0-based
// in the map) and returns them with their byte length; a torn last line is
// left out. A missing file is empty.
func readPartial(path string, lo, hi int, restartFlag string) (map[int]string, int64, error) {
	done := map[int]string{}
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return done, 0, nil
	}
	if err != nil {
		return nil, 0, fmt.Errorf("simplify: resuming: %w", err)
	}
	size := strings.LastIndexByte(string(b), '\n') + 1
	lines := strings.Split(string(b[:size]), "\n")
	for n, line := range lines[:len(lines)-1] {
		num, text, ok := strings.Cut(line, "\t")
		i, err := strconv.Atoi(num)
		if !ok || err != nil || i-1 < lo || i-1 >= hi {
			return nil, 0, fmt.Errorf("%s:%d: not an \"index<TAB>text\" line of sentences %d to %d: remove the file or rerun with %s", path, n+1, lo+1, hi, restartFlag)
		}
		if _, dup := done[i-1]; dup {
			return nil, 0, fmt.Errorf("%s:%d: sentence %d appears twice: remove the file or rerun with %s", path, n+1, i, restartFlag)
		}
		done[i-1] = text
	}
	return done, int64(size), nil
}

// sentenceError is an encoding error of the sentence at 0-based index i.
type sentenceError struct {
	i   int
	err error
}

func (e *sentenceError) Error() string { return fmt.Sprintf("sentence %d: %v", e.i+1, e.err) }
func (e *sentenceError) Unwrap() error { return e.err }

// offsetError shifts the sentence number of a *sentenceError by off.
func offsetError(err error, off int) error {
	var se *sentenceError
	if errors.As(err, &se) {
		return &sentenceError{i: se.i + off, err: se.err}
	}
	return err
}

// encode returns the source ids of each sentence with the control values,
// cut to the model's positions.
func (s *Simplifier) encode(sentences []string, vals controls.Values) ([][]int32, error) {
	src := make([][]int32, len(sentences))
	for i, sent := range sentences {
		ids, err := s.Vocab.EncodeSource(vals, sent)
		if err != nil {
			return nil, &sentenceError{i: i, err: err}
		}
		if len(ids) > s.Meta.Model.MaxPositions {
			ids = append(ids[:s.Meta.Model.MaxPositions-1], s.Vocab.EOSID())
		}
		src[i] = ids
	}
	return src, nil
}

// lengthOrder returns the indices of src sorted by length (stable).
func lengthOrder(src [][]int32) []int {
	order := make([]int, len(src))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return len(src[a]) - len(src[b]) })
	return order
}

// AddSettings records in settings (a job's fingerprint) the options that
// are recorded only when set, so that the records of jobs from before they
// existed still match: NoLoops, Verbatim (with the revision of its rules),
// CopyUnconstrained, MinScore, WithScores, Edits, LengthWeight and Rewrite.
func (o Options) AddSettings(settings map[string]string) {
	if o.NoLoops {
		settings["no_loops"] = "true"
	}
	if o.Verbatim {
		settings["verbatim"] = "rules " + lexical.VerbatimRevision
	}
	if o.CopyUnconstrained {
		settings["copy_unconstrained"] = "true"
	}
	if o.MinScore < 0 {
		settings["min_score"] = strconv.FormatFloat(o.MinScore, 'g', -1, 64)
	}
	if o.WithScores {
		settings["with_scores"] = "true"
	}
	if o.Edits != nil {
		settings["edits"] = describe(o.Edits)
		if o.LengthWeight != 0 {
			settings["length_weight"] = strconv.FormatFloat(o.LengthWeight, 'g', -1, 64)
		}
	}
	if o.Rewrite != nil {
		settings["rewrite"] = describe(o.Rewrite)
	}
}

// describe names an editor or rewriter in a job's settings: by its String
// (its rules or table, so that a job done under others is redone), else by
// its type.
func describe(v any) string {
	if s, ok := v.(fmt.Stringer); ok {
		return s.String()
	}
	return fmt.Sprintf("%T", v)
}

// knownWordsSetting names Options.KnownWords in a job's settings.
func knownWordsSetting(lex eval.PrefixLexicon) string {
	switch l := lex.(type) {
	case nil:
		return "off"
	case *eval.WordRanker:
		if d, err := eval.DefaultWordRanker(); err == nil && d == l {
			return "wordfreq"
		}
		return fmt.Sprintf("a list of %d words", l.Len())
	}
	return fmt.Sprintf("%T", lex)
}
