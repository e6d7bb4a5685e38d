package decode

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/patsimp/patsimp/data/lines"
	"github.com/patsimp/patsimp/internal/atomicfile"
	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/internal/progress"
)

// Codec converts between text lines and token ids for a CorpusJob.
type Codec interface {
	// Encode turns one input line into source token ids (including any end
	// of sequence token the model expects, truncated to the model's limit).
	Encode(line string) ([]int32, error)
	// Decode turns generated ids (without the decoder start token) into
	// the text written to the output.
	Decode(ids []int32) string
}

// IDCodec reads and writes space-separated token ids, for running models
// without a tokenizer. Decode drops a trailing EOS (EOSTokenID ≥ 0).
type IDCodec struct {
	EOSTokenID int32
	// VocabSize, when > 0, bounds the ids Encode accepts.
	VocabSize int
	// MaxLen, when > 0, is the most ids a line may have.
	MaxLen int
}

// Encode parses space-separated decimal ids.
func (c IDCodec) Encode(line string) ([]int32, error) {
	fields := strings.Fields(line)
	if c.MaxLen > 0 && len(fields) > c.MaxLen {
		return nil, fmt.Errorf("%d tokens, the model takes at most %d", len(fields), c.MaxLen)
	}
	ids := make([]int32, len(fields))
	for i, f := range fields {
		v, err := strconv.ParseInt(f, 10, 32)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("token %d: %q is not a token id", i+1, f)
		}
		if c.VocabSize > 0 && v >= int64(c.VocabSize) {
			return nil, fmt.Errorf("token %d: id %d outside the vocabulary [0, %d)", i+1, v, c.VocabSize)
		}
		ids[i] = int32(v)
	}
	return ids, nil
}

// Decode formats ids as space-separated decimals.
func (c IDCodec) Decode(ids []int32) string {
	if n := len(ids); n > 0 && ids[n-1] == c.EOSTokenID {
		ids = ids[:n-1]
	}
	var b strings.Builder
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(int(id)))
	}
	return b.String()
}

// CorpusJob generates one or more outputs for every line of a text file
// and writes them as TSV lines "id<TAB>source<TAB>output", id being the
// 1-based input line number (empty lines are skipped). Tabs and newlines
// inside fields become spaces.
//
// The non-empty lines are cut into chunks of 8 batches, in input order;
// each chunk is sorted by token length and cut into batches, and the
// output follows that order. Each finished batch is appended to the
// partial output (PartialPath) and synced, then a state file (StatePath)
// is replaced atomically; when all batches are done the partial output is
// renamed to the output and the state file removed. The output is locked while the job runs and the
// fingerprint of the run (input content, Settings, batch size, shard) is
// recorded beside it (internal/jobfile): a rerun after a kill truncates
// the partial output to the last recorded batch and continues, so the
// final file is byte-identical to an uninterrupted run; an unfinished run
// of another input or settings is refused unless Restart; a finished
// output of the same job is left as it is.
//
// With Shard K/N the job covers a contiguous range of the chunks only
// (jobfile.Shard.Range); the shards' outputs concatenated in order of K
// equal the output of the whole input.
type CorpusJob struct {
	Model     Model
	Codec     Codec
	Options   Options
	BatchSize int
	// Settings describes everything else that shapes the output (model,
	// dtype, ...); it is recorded in the state file and a resume with
	// different settings or input is refused.
	Settings string
	// Progress receives progress reports (nil: none).
	Progress io.Writer
	// OnBatch, when set, is called after each batch is durably recorded.
	OnBatch func(*CorpusState)
	// Shard selects part of the input (the zero value: all of it).
	Shard jobfile.Shard
	// Restart discards an unfinished output of another input or other
	// settings instead of refusing to resume it.
	Restart bool
}

// chunkBatches is the number of batches of a chunk, the unit that is
// sorted by length (and the unit of sharding).
const chunkBatches = 8

// CorpusState is the resume record of a CorpusJob.
type CorpusState struct {
	InputSHA256 string `json:"input_sha256"`
	Settings    string `json:"settings"`
	Sentences   int    `json:"sentences"`
	Batches     int    `json:"batches"`
	BatchesDone int    `json:"batches_done"`
	DoneCount   int    `json:"sentences_done"`
	OutputBytes int64  `json:"output_bytes"`
}

// StatePath returns the state file used for output path out.
func StatePath(out string) string { return out + ".state" }

// PartialPath returns the file the output path out is written to until the
// job finishes.
func PartialPath(out string) string { return out + ".partial" }

type corpusItem struct {
	line int // 1-based
	text string
	ids  []int32
}

// Run processes inPath into outPath, resuming a previous run of the same
// job. It returns the final state.
func (j *CorpusJob) Run(ctx context.Context, inPath, outPath string) (*CorpusState, error) {
	if j.BatchSize < 1 {
		return nil, fmt.Errorf("corpus: batch size %d: must be at least 1", j.BatchSize)
	}
	if err := j.Options.Validate(); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(inPath)
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	items, err := j.readItems(inPath, data)
	if err != nil {
		return nil, err
	}
	chunk := j.BatchSize * chunkBatches
	nChunks := (len(items) + chunk - 1) / chunk
	clo, chi := j.Shard.Range(nChunks)
	items = items[min(clo*chunk, len(items)):min(chi*chunk, len(items))]
	// Batches: each chunk sorted by length (stable: equal lengths keep
	// their input order) and cut into batches.
	var batches [][]corpusItem
	for start := 0; start < len(items); start += chunk {
		c := items[start:min(start+chunk, len(items))]
		sort.SliceStable(c, func(a, b int) bool { return len(c[a].ids) < len(c[b].ids) })
		for b := 0; b < len(c); b += j.BatchSize {
			batches = append(batches, c[b:min(b+j.BatchSize, len(c))])
		}
	}
	nb := len(batches)
	input := jobfile.HashBytes(inPath, data)
	fp := jobfile.Fingerprint{
		Inputs:   []jobfile.Input{input},
		Settings: map[string]string{"settings": j.Settings, "batch": strconv.Itoa(j.BatchSize), "chunk": strconv.Itoa(chunk)},
		Shard:    j.Shard.String(),
	}
	partial, statePath := PartialPath(outPath), StatePath(outPath)
	job, err := jobfile.Open(outPath, fp, jobfile.Options{Scratch: []string{partial, statePath}, Restart: j.Restart})
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	defer job.Close()
	st := &CorpusState{InputSHA256: input.SHA256, Settings: j.Settings, Sentences: len(items), Batches: nb}
	if job.State == jobfile.Done {
		if old, err := readState(statePath); err == nil && old.BatchesDone == old.Batches {
			return old, nil
		}
		st.BatchesDone, st.DoneCount = nb, len(items)
		return st, nil
	}
	if job.State == jobfile.Resume {
		if err := j.resume(st, partial, statePath); err != nil {
			return nil, err
		}
	}
	out, err := os.OpenFile(partial, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	defer out.Close()
	if err := out.Truncate(st.OutputBytes); err != nil {
		return nil, fmt.Errorf("corpus: truncating %s to the last finished batch: %w", partial, err)
	}
	if _, err := out.Seek(st.OutputBytes, io.SeekStart); err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	var rep *progress.Reporter
	if j.Progress != nil {
		rep = progress.New(j.Progress, "paraphrase", int64(len(items)), progress.Options{Unit: "sentences", Start: int64(st.DoneCount)})
	}
	var buf bytes.Buffer
	for b := st.BatchesDone; b < nb; b++ {
		batch := batches[b]
		src := make([][]int32, len(batch))
		for i, it := range batch {
			src[i] = it.ids
		}
		hyps, err := Generate(ctx, j.Model, src, j.Options)
		if err != nil {
			return st, fmt.Errorf("corpus: batch %d of %d: %w", b+1, nb, err)
		}
		buf.Reset()
		for i, it := range batch {
			for _, h := range hyps[i] {
				toks := h.Tokens
				if len(toks) > 0 && toks[0] == j.Options.DecoderStartTokenID {
					toks = toks[1:]
				}
				fmt.Fprintf(&buf, "%d\t%s\t%s\n", it.line, cleanField(it.text), cleanField(j.Codec.Decode(toks)))
			}
		}
		if _, err := out.Write(buf.Bytes()); err != nil {
			return st, fmt.Errorf("corpus: writing %s: %w", partial, err)
		}
		if err := out.Sync(); err != nil {
			return st, fmt.Errorf("corpus: syncing %s: %w", partial, err)
		}
		st.BatchesDone = b + 1
		st.DoneCount += len(batch)
		st.OutputBytes += int64(buf.Len())
		if err := writeState(statePath, st); err != nil {
			return st, err
		}
		if rep != nil {
			rep.Add(len(batch))
		}
		if j.OnBatch != nil {
			j.OnBatch(st)
		}
	}
	if rep != nil {
		rep.Done()
	}
	if err := out.Close(); err != nil {
		return st, fmt.Errorf("corpus: writing %s: %w", partial, err)
	}
	if err := job.Commit(partial); err != nil {
		return st, fmt.Errorf("corpus: %w", err)
	}
	// The state only serves resuming: a finished output keeps none, so that
	// deleting the output and its record (OUT.job) leaves nothing a rerun
	// would take for unfinished work. Failing to remove it loses nothing.
	_ = os.Remove(statePath)
	return st, nil
}

// readItems encodes the non-blank lines of data. A line that is not text
// (see package lines) or does not encode is a *lines.Error; an input
// without any non-blank line is one too.
func (j *CorpusJob) readItems(name string, data []byte) ([]corpusItem, error) {
	texts, err := lines.Split(data, name)
	if err != nil {
		return nil, err
	}
	var items []corpusItem
	for i, text := range texts {
		n := i + 1
		if strings.TrimSpace(text) == "" {
			continue
		}
		ids, err := j.Codec.Encode(text)
		if err != nil {
			return nil, &lines.Error{File: name, Line: n, Reason: err.Error()}
		}
		if len(ids) == 0 {
			return nil, &lines.Error{File: name, Line: n, Reason: "line encodes to no tokens"}
		}
		items = append(items, corpusItem{line: n, text: text, ids: ids})
	}
	if len(items) == 0 {
		return nil, &lines.Error{File: name, Reason: "no sentence: the input is empty or blank"}
	}
	return items, nil
}

// resume loads the state of an unfinished run of the same job into st.
func (j *CorpusJob) resume(st *CorpusState, partial, statePath string) error {
	old, err := readState(statePath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil // killed before the first batch was recorded
	}
	if err != nil {
		return err
	}
	if old.InputSHA256 != st.InputSHA256 || old.Settings != st.Settings || old.Batches != st.Batches || old.Sentences != st.Sentences {
		return fmt.Errorf("corpus: %s does not belong to this run (%d batches of %d sentences, settings %s); rerun with --restart to start over",
			statePath, old.Batches, old.Sentences, old.Settings)
	}
	fi, err := os.Stat(partial)
	if err != nil {
		return fmt.Errorf("corpus: resuming: %w", err)
	}
	if fi.Size() < old.OutputBytes {
		return fmt.Errorf("corpus: %s has %d bytes, its state %s records %d; rerun with --restart to start over", partial, fi.Size(), statePath, old.OutputBytes)
	}
	st.BatchesDone, st.DoneCount, st.OutputBytes = old.BatchesDone, old.DoneCount, old.OutputBytes
	return nil
}

// readState reads and checks a state file.
func readState(path string) (*CorpusState, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseCorpusState(path, data)
}

// ParseCorpusState decodes and checks a state file; name labels errors.
func ParseCorpusState(name string, data []byte) (*CorpusState, error) {
	var st CorpusState
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("corpus: %s: %w", name, err)
	}
	if st.Batches < 0 || st.BatchesDone < 0 || st.BatchesDone > st.Batches || st.OutputBytes < 0 ||
		st.DoneCount < 0 || st.DoneCount > st.Sentences {
		return nil, fmt.Errorf("corpus: %s: inconsistent state (%d of %d batches, %d of %d sentences, %d bytes)",
			name, st.BatchesDone, st.Batches, st.DoneCount, st.Sentences, st.OutputBytes)
	}
	return &st, nil
}

func writeState(path string, st *CorpusState) error {
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	if err := atomicfile.WriteBytes(path, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	return nil
}

// cleanField keeps a TSV field on one line and in one column.
func cleanField(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, s)
}
