package corpus

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/patsimp/patsimp/internal/atomicfile"
)

// MetaHeader is the first line of the metadata file written by Build; line
// n+1 of the metadata describes line n of the sentence file.
const MetaHeader = "patent\tkind\tfile\tline\tparagraph\tsentence"

// Output names the files Build writes.
type Output struct {
	// Sentences receives one cleaned sentence per line.
	Sentences string
	// Meta, if not empty, receives a tab-separated row per sentence (see
	// MetaHeader): patent number, kind, input file base name, line of the
	// document in the input, paragraph and sentence index.
	Meta string
	// State is the checkpoint file; empty means Sentences + ".state".
	State string
	// Interval between checkpoints; 0 means 5 seconds.
	Interval time.Duration
}

// state is the checkpoint that lets Build resume.
type state struct {
	Inputs    []string `json:"inputs"`
	Settings  string   `json:"settings"`
	Position  Position `json:"position"`
	SentBytes int64    `json:"sentences_bytes"`
	MetaBytes int64    `json:"meta_bytes"`
	Report    *Report  `json:"report"`
}

// ErrNoSentences is returned by Build when the inputs yield no sentence at
// all; no output is written then.
var ErrNoSentences = errors.New("no sentence kept")

// PartialPath returns the file Build writes the output path out to while it
// runs; it is renamed to out when Build succeeds.
func PartialPath(out string) string { return out + ".partial" }

// Build runs Process over inputs and writes the kept sentences (and their
// metadata) incrementally to PartialPath(out.Sentences) (and
// PartialPath(out.Meta)). Every out.Interval and after each input it
// flushes and syncs them and atomically writes a checkpoint to out.State;
// when that file exists and was written for the same inputs and settings,
// Build resumes from it: the partial outputs are truncated to the
// checkpointed sizes, the de-duplication set is rebuilt from the sentences
// already written, and processing continues after the last checkpointed
// document, so nothing is duplicated or lost. When Build succeeds the
// state file is removed and the partial files are renamed to out.Sentences
// and out.Meta; a failing run leaves those as they were. No sentence at all
// is an error wrapping ErrNoSentences. The returned report covers the whole
// run, resumed parts included.
func Build(ctx context.Context, inputs []string, out Output, opt Options) (*Report, error) {
	if out.State == "" {
		out.State = out.Sentences + ".state"
	}
	if out.Interval <= 0 {
		out.Interval = 5 * time.Second
	}
	opt.defaults()
	settings := fmt.Sprintf("min-tokens=%d max-tokens=%d min-alpha=%g format=%v meta=%t",
		opt.MinTokens, opt.MaxTokens, opt.MinAlpha, opt.Format, out.Meta != "")

	st, err := loadState(out.State)
	if err != nil {
		return nil, err
	}
	if st != nil && (!slices.Equal(st.Inputs, inputs) || st.Settings != settings) {
		st = nil // a different job: start afresh
	}
	if st == nil {
		st = &state{Inputs: inputs, Settings: settings, Report: &Report{}}
	}
	sentPart, metaPart := PartialPath(out.Sentences), PartialPath(out.Meta)
	sentF, err := openTruncated(sentPart, st.SentBytes)
	if err != nil {
		return nil, err
	}
	defer sentF.Close()
	seen := NewSeen()
	if err := readLines(sentF, func(line string) { seen.Add(line) }); err != nil {
		return nil, fmt.Errorf("reading %s to resume: %w", sentPart, err)
	}
	sentW := bufio.NewWriterSize(sentF, 1<<20)
	var metaF *os.File
	var metaW *bufio.Writer
	if out.Meta != "" {
		if metaF, err = openTruncated(metaPart, st.MetaBytes); err != nil {
			return nil, err
		}
		defer metaF.Close()
		if _, err := metaF.Seek(0, io.SeekEnd); err != nil {
			return nil, err
		}
		metaW = bufio.NewWriterSize(metaF, 1<<20)
		if st.MetaBytes == 0 {
			metaW.WriteString(MetaHeader + "\n")
		}
	}

	var sentBytes, metaBytes = st.SentBytes, st.MetaBytes
	if st.MetaBytes == 0 && metaW != nil {
		metaBytes = int64(len(MetaHeader) + 1)
	}
	prior := st.Report
	save := func(pos Position, rep *Report) error {
		if err := sentW.Flush(); err != nil {
			return err
		}
		if err := sentF.Sync(); err != nil {
			return err
		}
		if metaW != nil {
			if err := metaW.Flush(); err != nil {
				return err
			}
			if err := metaF.Sync(); err != nil {
				return err
			}
		}
		s := state{Inputs: inputs, Settings: settings, Position: pos,
			SentBytes: sentBytes, MetaBytes: metaBytes, Report: merge(prior, rep)}
		return atomicfile.Write(out.State, 0o644, func(w io.Writer) error {
			return json.NewEncoder(w).Encode(&s)
		})
	}
	last := time.Now()
	opt.Seen = seen
	opt.Start = st.Position
	opt.Checkpoint = func(pos Position, rep *Report) error {
		if pos.Documents != 0 && time.Since(last) < out.Interval {
			return nil
		}
		last = time.Now()
		return save(pos, rep)
	}
	rep, err := Process(ctx, inputs, opt, func(s Sentence) error {
		n, err := sentW.WriteString(s.Text + "\n")
		sentBytes += int64(n)
		if err != nil {
			return fmt.Errorf("writing %s: %w", out.Sentences, err)
		}
		if metaW != nil {
			row := strings.Join([]string{s.Patent, s.Kind, filepath.Base(s.File), strconv.Itoa(s.Line),
				strconv.Itoa(s.Paragraph), strconv.Itoa(s.Index)}, "\t") + "\n"
			n, err := metaW.WriteString(row)
			metaBytes += int64(n)
			if err != nil {
				return fmt.Errorf("writing %s: %w", out.Meta, err)
			}
		}
		return nil
	})
	total := merge(prior, rep)
	removePartial := func() {
		sentF.Close()
		os.Remove(sentPart)
		if metaF != nil {
			metaF.Close()
			os.Remove(metaPart)
		}
	}
	if err != nil {
		if _, serr := os.Stat(out.State); errors.Is(serr, fs.ErrNotExist) {
			// Nothing to resume from: leave no partial files behind.
			removePartial()
		}
		return total, err
	}
	if err := sentW.Flush(); err != nil {
		return total, fmt.Errorf("writing %s: %w", out.Sentences, err)
	}
	if err := sentF.Close(); err != nil {
		return total, fmt.Errorf("writing %s: %w", out.Sentences, err)
	}
	if metaW != nil {
		if err := metaW.Flush(); err != nil {
			return total, fmt.Errorf("writing %s: %w", out.Meta, err)
		}
		if err := metaF.Close(); err != nil {
			return total, fmt.Errorf("writing %s: %w", out.Meta, err)
		}
	}
	if total.Kept == 0 {
		os.Remove(out.State)
		removePartial()
		return total, fmt.Errorf("%w from %d documents of %d files (see the report)", ErrNoSentences, total.Documents, total.Files)
	}
	// Without the state a crash from here on leaves orphan partial files
	// that the next run overwrites, never a mix of two runs.
	if err := os.Remove(out.State); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return total, err
	}
	if metaF != nil {
		if err := os.Rename(metaPart, out.Meta); err != nil {
			return total, fmt.Errorf("writing %s: %w", out.Meta, err)
		}
	}
	if err := os.Rename(sentPart, out.Sentences); err != nil {
		return total, fmt.Errorf("writing %s: %w", out.Sentences, err)
	}
	return total, nil
}

func loadState(path string) (*state, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading checkpoint: %w", err)
	}
	var st state
	if err := json.Unmarshal(b, &st); err != nil {
		return nil, fmt.Errorf("reading checkpoint %s: %w", path, err)
	}
	if st.Report == nil {
		st.Report = &Report{}
	}
	return &st, nil
}

// openTruncated opens path for reading and writing, truncated to size
// bytes, positioned at its start.
func openTruncated(path string, size int64) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err != nil || st.Size() < size {
		f.Close()
		if err == nil {
			err = fmt.Errorf("%s is shorter (%d bytes) than its checkpoint (%d bytes); remove the .state file to start again", path, st.Size(), size)
		}
		return nil, err
	}
	if err := f.Truncate(size); err != nil {
		f.Close()
		return nil, fmt.Errorf("truncating %s: %w", path, err)
	}
	return f, nil
}

// readLines calls fn for every line of f from its start, leaving the file
// offset at the end.
func readLines(f *os.File, fn func(string)) error {
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for sc.Scan() {
		fn(sc.Text())
	}
	if err := sc.Err(); err != nil {
		return err
	}
	_, err := f.Seek(0, io.SeekEnd)
	return err
}

// merge returns the sum of two reports; a file present at the end of a and
// the start of b (an input interrupted and resumed) is counted once.
func merge(a, b *Report) *Report {
	r := *a
	r.PerFile = slices.Clone(a.PerFile)
	if b == nil {
		return &r
	}
	r.Files += b.Files
	r.FilesFailed += b.FilesFailed
	r.Documents += b.Documents
	r.DocumentsBad += b.DocumentsBad
	r.DocumentsEmpty += b.DocumentsEmpty
	r.Paragraphs += b.Paragraphs
	r.Sentences += b.Sentences
	r.Omitted += b.Omitted
	r.TooShort += b.TooShort
	r.TooLong += b.TooLong
	r.LowAlpha += b.LowAlpha
	r.RefsChanged += b.RefsChanged
	r.ShortAfterRefs += b.ShortAfterRefs
	r.Duplicates += b.Duplicates
	r.Kept += b.Kept
	files := b.PerFile
	if n := len(r.PerFile); n > 0 && len(files) > 0 && r.PerFile[n-1].Path == files[0].Path {
		p := &r.PerFile[n-1]
		p.Documents += files[0].Documents
		p.Sentences += files[0].Sentences
		p.Kept += files[0].Kept
		p.Errors += files[0].Errors
		files = files[1:]
		r.Files--
	}
	r.PerFile = append(r.PerFile, files...)
	return &r
}
