package silver

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/patsimp/patsimp/internal/atomicfile"
	"github.com/patsimp/patsimp/internal/progress"
)

// Job filters a bronze file into a silver file, writing the output
// incrementally and checkpointing so that a killed run resumes where it
// stopped: kept pairs go to Out+".partial", and every CheckpointEvery pairs
// the partial file is synced and the reader position, output size and
// report so far are saved atomically to Out+".checkpoint.json". At the end
// the report is written, the checkpoint removed and the partial file renamed
// to Out. An input without a single good pair is a *LineError and writes
// nothing.
type Job struct {
	// In is a bronze TSV file; alternatively Complex and Simple name two
	// parallel text files.
	In              string
	Complex, Simple string
	Out             string
	// ReportPath, when set, receives the report as indented JSON.
	ReportPath string
	SkipBad    bool
	// Method names the filter set in the report.
	Method   string
	Pipeline Pipeline
	// Notes are copied to the report (e.g. "depth: not available").
	Notes []string
	// Progress receives progress lines (nil: none).
	Progress io.Writer
	// CheckpointEvery is the number of pairs between checkpoints; 0 means
	// 50,000.
	CheckpointEvery int
}

type fileID struct {
	Path    string `json:"path"`
	Size    int64  `json:"size"`
	ModTime int64  `json:"mod_time_ns"`
}

type checkpointState struct {
	Settings string   `json:"settings"`
	Inputs   []fileID `json:"inputs"`
	Pos      Position `json:"position"`
	OutBytes int64    `json:"out_bytes"`
	Report   Report   `json:"report"`
}

func (j *Job) inputs() []string {
	if j.In != "" {
		return []string{j.In}
	}
	return []string{j.Complex, j.Simple}
}

// settings fingerprints what the output depends on besides the input.
func (j *Job) settings() string {
	var b strings.Builder
	fmt.Fprintf(&b, "method=%s skip_bad=%t", j.Method, j.SkipBad)
	for _, f := range j.Pipeline.Filters {
		fmt.Fprintf(&b, "\n%s: %s", f.Name(), f.Describe())
	}
	return b.String()
}

func statInputs(paths []string) ([]fileID, error) {
	ids := make([]fileID, len(paths))
	for i, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("input: %w", err)
		}
		ids[i] = fileID{Path: p, Size: st.Size(), ModTime: st.ModTime().UnixNano()}
	}
	return ids, nil
}

// CheckpointPath returns the checkpoint file of an output path.
func CheckpointPath(out string) string { return out + ".checkpoint.json" }

// PartialPath returns the in-progress output file of an output path.
func PartialPath(out string) string { return out + ".partial" }

// Run executes the job and returns its report.
func (j *Job) Run(ctx context.Context) (rep *Report, err error) {
	if (j.In == "") == (j.Complex == "" || j.Simple == "") {
		return nil, errors.New("silver job: give either a TSV input or both parallel files")
	}
	if j.Out == "" {
		return nil, errors.New("silver job: no output path")
	}
	ids, err := statInputs(j.inputs())
	if err != nil {
		return nil, err
	}
	settings := j.settings()
	ckPath, partPath := CheckpointPath(j.Out), PartialPath(j.Out)

	var st *checkpointState
	if data, err := os.ReadFile(ckPath); err == nil {
		st = new(checkpointState)
		if err := json.Unmarshal(data, st); err != nil {
			return nil, fmt.Errorf("checkpoint %s: %w (remove it to start over)", ckPath, err)
		}
		if st.Settings != settings || !slices.Equal(st.Inputs, ids) {
			return nil, fmt.Errorf("checkpoint %s was written for other inputs or settings; remove it and %s to start over", ckPath, partPath)
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}

	// Open the output, truncated to the checkpointed size on resume.
	var out *os.File
	if st != nil {
		out, err = os.OpenFile(partPath, os.O_WRONLY, 0)
		if err == nil {
			err = out.Truncate(st.OutBytes)
		}
		if err == nil {
			_, err = out.Seek(st.OutBytes, io.SeekStart)
		}
	} else {
		out, err = os.OpenFile(partPath, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	}
	if err != nil {
		if out != nil {
			out.Close()
		}
		return nil, fmt.Errorf("output: %w", err)
	}
	defer func() {
		if out != nil {
			out.Close()
		}
	}()

	// Open the input, seeked to the checkpointed position on resume.
	var pos Position
	if st != nil {
		pos = st.Pos
	}
	files := make([]*os.File, 0, 2)
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	for i, p := range j.inputs() {
		f, err := os.Open(p)
		if err != nil {
			return nil, fmt.Errorf("input: %w", err)
		}
		files = append(files, f)
		if st != nil {
			if len(pos.Offsets) <= i {
				return nil, fmt.Errorf("checkpoint %s: no offset for %s", ckPath, p)
			}
			if _, err := f.Seek(pos.Offsets[i], io.SeekStart); err != nil {
				return nil, fmt.Errorf("input %s: %w", p, err)
			}
		}
	}
	var r PairReader
	if j.In != "" {
		r = ResumeTSVReader(files[0], j.In, j.SkipBad, pos)
	} else {
		r = ResumeParallelReader(files[0], j.Complex, files[1], j.Simple, j.SkipBad, pos)
	}

	if st != nil {
		rep = &st.Report
	} else {
		rep = NewReport(j.Method, j.Pipeline.Filters)
		rep.Notes = j.Notes
	}
	var outBase int64
	if st != nil {
		outBase = st.OutBytes
	}
	bw := bufio.NewWriterSize(out, 256<<10)
	tw := NewTSVWriter(bw)

	var prog *progress.Reporter
	if j.Progress != nil {
		prog = progress.New(j.Progress, "filter", -1, progress.Options{Unit: "pairs"})
		prog.Add(rep.Read + rep.BadLines)
	}
	every := j.CheckpointEvery
	if every <= 0 {
		every = 50000
	}
	lastCk, lastProg := rep.Read, rep.Read+rep.BadLines
	checkpoint := func(p Position) error {
		if prog != nil {
			n := rep.Read + rep.BadLines
			prog.Add(n - lastProg)
			lastProg = n
		}
		if rep.Read-lastCk < every {
			return nil
		}
		lastCk = rep.Read
		if err := bw.Flush(); err != nil {
			return fmt.Errorf("output: %w", err)
		}
		if err := out.Sync(); err != nil {
			return fmt.Errorf("output: %w", err)
		}
		data, err := json.Marshal(checkpointState{Settings: settings, Inputs: ids, Pos: p, OutBytes: outBase + tw.Written(), Report: *rep})
		if err != nil {
			return err
		}
		return atomicfile.WriteBytes(ckPath, data, 0o644)
	}
	if err := j.Pipeline.Process(ctx, r, rep, tw.Write, checkpoint); err != nil {
		// Without a checkpoint there is nothing to resume: leave no
		// partial file behind.
		if _, serr := os.Stat(ckPath); errors.Is(serr, os.ErrNotExist) {
			out.Close()
			out = nil
			os.Remove(partPath)
		}
		return nil, err
	}
	if prog != nil {
		prog.Done()
	}
	if rep.Read == 0 {
		out.Close()
		out = nil
		os.Remove(partPath)
		os.Remove(ckPath)
		reason := "no pairs: the input is empty"
		if rep.BadLines > 0 {
			reason = fmt.Sprintf("no pairs: all %d lines are bad", rep.BadLines)
		}
		return nil, &LineError{File: j.inputs()[0], Reason: reason}
	}
	if err := bw.Flush(); err != nil {
		return nil, fmt.Errorf("output: %w", err)
	}
	if err := out.Sync(); err != nil {
		return nil, fmt.Errorf("output: %w", err)
	}
	err = out.Close()
	out = nil
	if err != nil {
		return nil, fmt.Errorf("output: %w", err)
	}
	if j.ReportPath != "" {
		if err := WriteReport(j.ReportPath, rep); err != nil {
			return nil, err
		}
	}
	if err := os.Remove(ckPath); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	if err := os.Rename(partPath, j.Out); err != nil {
		return nil, fmt.Errorf("output: %w", err)
	}
	return rep, nil
}

// WriteReport writes rep to path as indented JSON (without HTML escaping,
// so "<unk>" stays readable), atomically.
func WriteReport(path string, rep *Report) error {
	err := atomicfile.Write(path, 0o644, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	})
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	return nil
}

// WriteText writes rep as a table like the paper's Table 4.
func (rep *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "method %s: %d pairs read", rep.Method, rep.Read)
	if rep.BadLines > 0 {
		fmt.Fprintf(&b, ", %d bad lines skipped", rep.BadLines)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "%-26s %10s\n", "filter", "removed")
	for _, s := range rep.Steps {
		fmt.Fprintf(&b, "%-26s %10d\n", s.Name, s.Removed)
	}
	fmt.Fprintf(&b, "%-26s %10d\n", "kept", rep.Kept)
	for _, n := range rep.Notes {
		fmt.Fprintf(&b, "note: %s\n", n)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
