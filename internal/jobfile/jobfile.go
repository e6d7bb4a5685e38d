// Package jobfile guards the outputs of long, resumable jobs (simplify,
// paraphrase, train, tune, the pipeline stages) so that a rerun never
// splices stale or duplicate work into them.
//
// Open takes an exclusive lock on the output (OUT.lock, flock), so two runs
// cannot write it at once, and compares the Fingerprint of the run (content
// hashes of the input files, the settings that shape the output, the shard)
// with the one recorded beside the output in OUT.job:
//
//   - no record and no scratch files: a fresh run (Fresh);
//   - the same fingerprint, unfinished: the job resumes its scratch files
//     (Resume);
//   - the same fingerprint, finished, and OUT still as recorded: nothing to
//     do (Done);
//   - a different fingerprint after a finished run: the finished output is
//     a complete earlier result, so the run starts over by itself (Fresh;
//     OUT is replaced only when the new run succeeds);
//   - a different fingerprint after an unfinished run, or scratch files
//     without a record: refused with a *MismatchError naming what changed,
//     unless Options.Restart, which removes the scratch files and starts
//     over.
//
// The job writes its output to scratch files and calls Job.Commit, which
// renames the finished file over OUT and records it as finished.
package jobfile

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/gofrs/flock"

	"github.com/patsimp/patsimp/internal/atomicfile"
)

// Version is the format version of the record files.
const Version = 1

// RecordPath and LockPath name the record and lock files of the output out.
func RecordPath(out string) string { return out + ".job" }

// LockPath names the lock file of the output out.
func LockPath(out string) string { return out + ".lock" }

// Input identifies the content of one input file.
type Input struct {
	// Path is the file as given (for messages only: a moved input with the
	// same content is the same input).
	Path string `json:"path"`
	// Size and SHA256 identify the content.
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// SameContent reports whether in and o identify the same content (their
// paths may differ).
func (in Input) SameContent(o Input) bool { return in.Size == o.Size && in.SHA256 == o.SHA256 }

// HashFile reads path and returns its Input.
func HashFile(path string) (Input, error) {
	f, err := os.Open(path)
	if err != nil {
		return Input{}, fmt.Errorf("fingerprint: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return Input{}, fmt.Errorf("fingerprint: reading %s: %w", path, err)
	}
	return Input{Path: path, Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// HashBytes returns the Input of in-memory content named name.
func HashBytes(name string, data []byte) Input {
	sum := sha256.Sum256(data)
	return Input{Path: name, Size: int64(len(data)), SHA256: hex.EncodeToString(sum[:])}
}

// Hasher hashes in-memory content written to it piece by piece (lines,
// separators), so that content held as many strings is fingerprinted
// without first being joined into one copy: after writing the pieces of
// data in order, Input(name) equals HashBytes(name, data). Writes never
// fail. The zero value is not usable: see NewHasher.
type Hasher struct {
	h  hash.Hash
	bw *bufio.Writer // buffers small pieces (and copies strings) before h
	n  int64
}

// NewHasher returns an empty Hasher.
func NewHasher() *Hasher {
	h := sha256.New()
	return &Hasher{h: h, bw: bufio.NewWriterSize(h, 32<<10)}
}

// Write adds p to the content.
func (h *Hasher) Write(p []byte) (int, error) {
	h.n += int64(len(p))
	return h.bw.Write(p)
}

// WriteString adds s to the content.
func (h *Hasher) WriteString(s string) (int, error) {
	h.n += int64(len(s))
	return h.bw.WriteString(s)
}

// WriteByte adds c to the content.
func (h *Hasher) WriteByte(c byte) error {
	h.n++
	return h.bw.WriteByte(c)
}

// Input returns the Input, named name, of the content written so far.
func (h *Hasher) Input(name string) Input {
	h.bw.Flush() // cannot fail: hash.Hash writes never do
	return Input{Path: name, Size: h.n, SHA256: hex.EncodeToString(h.h.Sum(nil))}
}

// HashLines returns the Input, named name, of lines each followed by a
// newline (HashBytes of the lines joined and ended with "\n"), without
// joining them.
func HashLines(name string, lines []string) Input {
	h := NewHasher()
	for _, l := range lines {
		h.WriteString(l)
		h.WriteByte('\n')
	}
	return h.Input(name)
}

// Fingerprint is what an output was made from.
type Fingerprint struct {
	// Inputs are the input files, in the order the job reads them.
	Inputs []Input `json:"inputs"`
	// Settings are the options that shape the output, by name.
	Settings map[string]string `json:"settings"`
	// Shard is the part of the inputs the output covers ("" or "K/N").
	Shard string `json:"shard,omitempty"`
}

// NewFingerprint hashes the input files and records settings and shard.
func NewFingerprint(settings map[string]string, shard Shard, inputs ...string) (Fingerprint, error) {
	fp := Fingerprint{Settings: maps.Clone(settings)}
	if fp.Settings == nil {
		fp.Settings = map[string]string{}
	}
	if shard.N > 1 {
		fp.Shard = shard.String()
	}
	for _, p := range inputs {
		in, err := HashFile(p)
		if err != nil {
			return Fingerprint{}, err
		}
		fp.Inputs = append(fp.Inputs, in)
	}
	return fp, nil
}

// Changes lists, in words, how fp differs from the earlier fingerprint old
// (nil when they are the same run).
func (fp Fingerprint) Changes(old Fingerprint) []string {
	var out []string
	if len(old.Inputs) != len(fp.Inputs) {
		out = append(out, fmt.Sprintf("%d input files, %d before", len(fp.Inputs), len(old.Inputs)))
	} else {
		for i, in := range fp.Inputs {
			o := old.Inputs[i]
			if !in.SameContent(o) {
				out = append(out, fmt.Sprintf("input %s differs from %s of the earlier run (%d bytes, sha256 %.12s…; before %d bytes, %.12s…)",
					in.Path, o.Path, in.Size, in.SHA256, o.Size, o.SHA256))
			}
		}
	}
	keys := slices.Sorted(maps.Keys(fp.Settings))
	for k := range old.Settings {
		if _, ok := fp.Settings[k]; !ok {
			keys = append(keys, k)
		}
	}
	for _, k := range keys {
		a, aok := fp.Settings[k]
		b, bok := old.Settings[k]
		switch {
		case !bok:
			out = append(out, fmt.Sprintf("%s %q is new", k, a))
		case !aok:
			out = append(out, fmt.Sprintf("%s (%q before) is not set", k, b))
		case a != b:
			out = append(out, fmt.Sprintf("%s %q, %q before", k, a, b))
		}
	}
	if fp.Shard != old.Shard {
		out = append(out, fmt.Sprintf("shard %q, %q before", fp.Shard, old.Shard))
	}
	return out
}

// Record is the content of OUT.job.
type Record struct {
	Version int `json:"version"`
	Fingerprint
	// Finished is set once the output is complete.
	Finished bool `json:"finished"`
	// Output identifies the finished output's content.
	Output *Input `json:"output,omitempty"`
}

// ReadRecord reads the record of the output out; a missing record is
// reported with an error wrapping fs.ErrNotExist.
func ReadRecord(out string) (Record, error) {
	path := RecordPath(out)
	b, err := os.ReadFile(path)
	if err != nil {
		return Record{}, err
	}
	return ParseRecord(path, b)
}

// ParseRecord decodes and checks a record file; name labels errors.
func ParseRecord(name string, b []byte) (Record, error) {
	var r Record
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return Record{}, fmt.Errorf("%s: %w", name, err)
	}
	if r.Version != Version {
		return Record{}, fmt.Errorf("%s: record version %d, want %d", name, r.Version, Version)
	}
	if r.Shard != "" {
		if _, err := ParseShard(r.Shard); err != nil {
			return Record{}, fmt.Errorf("%s: %w", name, err)
		}
	}
	if r.Finished != (r.Output != nil) {
		return Record{}, fmt.Errorf("%s: a finished record needs its output and only it", name)
	}
	return r, nil
}

func writeRecord(out string, r Record) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteBytes(RecordPath(out), append(b, '\n'), 0o644)
}

// State is what Open found.
type State int

const (
	// Fresh: no earlier work to keep; the scratch files were removed.
	Fresh State = iota
	// Resume: an unfinished run of the same job; its scratch files stay.
	Resume
	// Done: the output is finished with the same fingerprint.
	Done
)

func (s State) String() string {
	switch s {
	case Fresh:
		return "fresh"
	case Resume:
		return "resume"
	case Done:
		return "done"
	}
	return "State(" + strconv.Itoa(int(s)) + ")"
}

// ErrLocked reports an output that another run holds.
var ErrLocked = errors.New("another run is writing this output")

// ErrSameAsInput reports an output path that names one of the inputs.
var ErrSameAsInput = errors.New("the output is also an input")

// MismatchError is a refused resume: the scratch files of an unfinished
// run were made from other inputs or settings (or their origin is
// unknown), and Options.Restart was not given.
type MismatchError struct {
	// Output is the output path.
	Output string
	// Changes describe the differences; empty when the record is missing.
	Changes []string
	// Scratch are the files that would be lost.
	Scratch []string
	// Flag is the option that starts over (e.g. "--restart").
	Flag string
}

func (e *MismatchError) Error() string {
	var b strings.Builder
	if len(e.Changes) == 0 {
		fmt.Fprintf(&b, "%s: unfinished work (%s) without a record of its inputs (%s)", e.Output, strings.Join(e.Scratch, ", "), RecordPath(e.Output))
	} else {
		fmt.Fprintf(&b, "%s: the unfinished run there was made from other inputs or settings: %s", e.Output, strings.Join(e.Changes, "; "))
	}
	if e.Flag != "" {
		fmt.Fprintf(&b, "; rerun with %s to discard it and start over", e.Flag)
	}
	return b.String()
}

// Options configure Open.
type Options struct {
	// Scratch are the files and directories the job resumes from (partial
	// output, state files, checkpoints). They are removed for a fresh run.
	Scratch []string
	// Restart discards an unfinished run that does not match.
	Restart bool
	// RestartFlag names the option that sets Restart, for messages
	// (default "--restart").
	RestartFlag string
}

// Job is an open, locked output.
type Job struct {
	// Path is the output.
	Path string
	// State is what Open found.
	State State
	// Replaced, when not empty, says why a finished earlier output is
	// being replaced (its fingerprint differs).
	Replaced []string

	fp   Fingerprint
	lock io.Closer
}

// Open locks the output out and compares fp with its record (see the
// package documentation). An output that is one of fp's input files is
// refused. The caller must Close the job.
func Open(out string, fp Fingerprint, o Options) (j *Job, err error) {
	if o.RestartFlag == "" {
		o.RestartFlag = "--restart"
	}
	for _, in := range fp.Inputs {
		if samePath(in.Path, out) {
			return nil, fmt.Errorf("output %s: %w: choose another output", out, ErrSameAsInput)
		}
	}
	if dir := filepath.Dir(out); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("output %s: %w", out, err)
		}
	}
	lk, err := Lock(LockPath(out))
	if err != nil {
		return nil, fmt.Errorf("output %s: %w", out, err)
	}
	j = &Job{Path: out, fp: fp, lock: lk}
	defer func() {
		if err != nil {
			lk.Close()
		}
	}()
	rec, rerr := ReadRecord(out)
	scratch := existing(o.Scratch)
	switch {
	case errors.Is(rerr, fs.ErrNotExist):
		if len(scratch) > 0 && !o.Restart {
			return nil, &MismatchError{Output: out, Scratch: scratch, Flag: o.RestartFlag}
		}
	case rerr != nil:
		if !o.Restart {
			return nil, fmt.Errorf("%w (rerun with %s to start over)", rerr, o.RestartFlag)
		}
	default:
		changes := fp.Changes(rec.Fingerprint)
		switch {
		case len(changes) == 0 && rec.Finished:
			if in, err := HashFile(out); err == nil && in.SameContent(*rec.Output) {
				j.State = Done
				return j, nil
			}
			// The output was removed or changed: make it again.
		case len(changes) == 0:
			j.State = Resume
			return j, nil
		case rec.Finished:
			j.Replaced = changes
		case !o.Restart && len(scratch) > 0:
			return nil, &MismatchError{Output: out, Changes: changes, Scratch: scratch, Flag: o.RestartFlag}
		}
	}
	for _, p := range o.Scratch {
		if err := os.RemoveAll(p); err != nil {
			return nil, fmt.Errorf("output %s: discarding %s: %w", out, p, err)
		}
	}
	if err := writeRecord(out, Record{Version: Version, Fingerprint: fp}); err != nil {
		return nil, fmt.Errorf("output %s: %w", out, err)
	}
	j.State = Fresh
	return j, nil
}

// Commit renames the finished file tmp (a scratch file in the output's
// directory; empty: the output is already in place) over the output and
// records it as finished.
func (j *Job) Commit(tmp string) error {
	if tmp != "" {
		f, err := os.Open(tmp)
		if err != nil {
			return fmt.Errorf("output %s: %w", j.Path, err)
		}
		serr := f.Sync()
		f.Close()
		if serr != nil {
			return fmt.Errorf("output %s: syncing %s: %w", j.Path, tmp, serr)
		}
		if err := os.Rename(tmp, j.Path); err != nil {
			return fmt.Errorf("output %s: %w", j.Path, err)
		}
	}
	return j.Finish()
}

// Finish records the output, already in place, as finished.
func (j *Job) Finish() error {
	in, err := HashFile(j.Path)
	if err != nil {
		return fmt.Errorf("output %s: %w", j.Path, err)
	}
	in.Path = filepath.Base(j.Path)
	if err := writeRecord(j.Path, Record{Version: Version, Fingerprint: j.fp, Finished: true, Output: &in}); err != nil {
		return fmt.Errorf("output %s: %w", j.Path, err)
	}
	j.State = Done
	return nil
}

// Close releases the lock. It may be called more than once.
func (j *Job) Close() error {
	if j == nil || j.lock == nil {
		return nil
	}
	err := j.lock.Close()
	j.lock = nil
	return err
}

// existing returns the paths that exist and are not empty files.
func existing(paths []string) []string {
	var out []string
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil && (st.IsDir() || st.Size() > 0) {
			out = append(out, p)
		}
	}
	return out
}

// samePath reports whether a and b name the same file (or would).
func samePath(a, b string) bool {
	if sa, err := os.Stat(a); err == nil {
		if sb, err := os.Stat(b); err == nil {
			return os.SameFile(sa, sb)
		}
	}
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == bb
}

// Lock takes the exclusive lock file path (creating it) without waiting;
// it fails with an error wrapping ErrLocked while another process (or
// another Lock in this one) holds it. Close releases it.
func Lock(path string) (io.Closer, error) {
	lk := flock.New(path)
	ok, err := lk.TryLock()
	if err != nil {
		return nil, fmt.Errorf("locking %s: %w", path, err)
	}
	if !ok {
		return nil, fmt.Errorf("lock %s: %w", path, ErrLocked)
	}
	return unlocker{lk}, nil
}

type unlocker struct{ lk *flock.Flock }

func (u unlocker) Close() error { return u.lk.Unlock() }

// DirStamp identifies the files directly in dir (a model checkpoint) by
// name, size and modification time, without reading them: cheap enough
// for multi-gigabyte weights, it changes when a file is replaced or
// rewritten in place.
func DirStamp(dir string) (string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", fmt.Errorf("fingerprint: %w", err)
	}
	h := sha256.New()
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			return "", fmt.Errorf("fingerprint: %w", err)
		}
		fmt.Fprintf(h, "%s\t%d\t%d\n", e.Name(), fi.Size(), fi.ModTime().UnixNano())
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}
