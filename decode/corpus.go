package decode

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/patsimp/patsimp/internal/atomicfile"
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
// 1-based input line number (empty lines are skipped). Inputs are sorted by
// token length and cut into batches; each finished batch is appended to the
// output and fsynced, then a state file (output path + ".state") is
// replaced atomically. A rerun after a kill truncates the output to the
// last recorded batch and continues, so the final file is byte-identical to
// an uninterrupted run. Tabs and newlines inside fields become spaces.
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
}

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

type corpusItem struct {
	line int // 1-based
	text string
	ids  []int32
}

// Run processes inPath into outPath, resuming a previous run if a state
// file exists. It returns the final state.
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
	sum := sha256.Sum256(data)
	items, err := j.readItems(inPath, data)
	if err != nil {
		return nil, err
	}
	// Stable sort by length keeps equal-length lines in input order.
	sort.SliceStable(items, func(a, b int) bool { return len(items[a].ids) < len(items[b].ids) })
	nb := (len(items) + j.BatchSize - 1) / j.BatchSize
	st := &CorpusState{InputSHA256: hex.EncodeToString(sum[:]), Settings: j.Settings, Sentences: len(items), Batches: nb}
	if err := j.resume(st, outPath); err != nil {
		return nil, err
	}
	out, err := os.OpenFile(outPath, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	defer out.Close()
	if err := out.Truncate(st.OutputBytes); err != nil {
		return nil, fmt.Errorf("corpus: truncating %s to the last finished batch: %w", outPath, err)
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
		batch := items[b*j.BatchSize : min((b+1)*j.BatchSize, len(items))]
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
			return st, fmt.Errorf("corpus: writing %s: %w", outPath, err)
		}
		if err := out.Sync(); err != nil {
			return st, fmt.Errorf("corpus: syncing %s: %w", outPath, err)
		}
		st.BatchesDone = b + 1
		st.DoneCount += len(batch)
		st.OutputBytes += int64(buf.Len())
		if err := writeState(StatePath(outPath), st); err != nil {
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
	return st, nil
}

// readItems encodes the non-empty lines of data.
func (j *CorpusJob) readItems(name string, data []byte) ([]corpusItem, error) {
	var items []corpusItem
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(text) == "" {
			continue
		}
		ids, err := j.Codec.Encode(text)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, n, err)
		}
		if len(ids) == 0 {
			return nil, fmt.Errorf("%s:%d: line encodes to no tokens", name, n)
		}
		items = append(items, corpusItem{line: n, text: text, ids: ids})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return items, nil
}

// resume loads a previous state into st when one exists and matches.
func (j *CorpusJob) resume(st *CorpusState, outPath string) error {
	statePath := StatePath(outPath)
	data, err := os.ReadFile(statePath)
	if errors.Is(err, fs.ErrNotExist) {
		if fi, serr := os.Stat(outPath); serr == nil && fi.Size() > 0 {
			return fmt.Errorf("corpus: %s exists without %s: remove it or choose another output", outPath, statePath)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	old, err := ParseCorpusState(statePath, data)
	if err != nil {
		return err
	}
	switch {
	case old.InputSHA256 != st.InputSHA256:
		return fmt.Errorf("corpus: %s was made from a different input; remove it and %s to start over", statePath, outPath)
	case old.Settings != st.Settings || old.Batches != st.Batches || old.Sentences != st.Sentences:
		return fmt.Errorf("corpus: %s was made with other settings (%s); remove it and %s to start over", statePath, old.Settings, outPath)
	}
	fi, err := os.Stat(outPath)
	if err != nil {
		return fmt.Errorf("corpus: resuming: %w", err)
	}
	if fi.Size() < old.OutputBytes {
		return fmt.Errorf("corpus: %s has %d bytes, its state records %d", outPath, fi.Size(), old.OutputBytes)
	}
	st.BatchesDone, st.DoneCount, st.OutputBytes = old.BatchesDone, old.DoneCount, old.OutputBytes
	return nil
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
