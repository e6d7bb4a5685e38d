package decode

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/internal/jobfile"
)

func corpusJob(m Model) *CorpusJob {
	opt := toyOptions(2, 6)
	opt.NumReturnSequences = 2
	return &CorpusJob{Model: m, Codec: IDCodec{EOSTokenID: 1}, Options: opt, BatchSize: 2, Settings: "toy"}
}

func TestCorpusJobResume(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte("5 6 7 1\n\n2 1\n3 3 1\n9\t1\n4 4 4 4 4 1\n"), 0o644)
	full := filepath.Join(dir, "full.tsv")
	st, err := corpusJob(&toyModel{vocab: 6}).Run(context.Background(), in, full)
	if err != nil {
		t.Fatal(err)
	}
	if st.Sentences != 5 || st.Batches != 3 || st.BatchesDone != 3 || st.DoneCount != 5 {
		t.Errorf("state %+v", st)
	}
	want, _ := os.ReadFile(full)
	lines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	if len(lines) != 10 || !strings.HasPrefix(lines[0], "3\t2 1\t") || !strings.HasPrefix(lines[2], "5\t9 1\t") {
		t.Errorf("output:\n%s", want)
	}

	// Stop after the first batch, then resume with a fresh model.
	part := filepath.Join(dir, "part.tsv")
	ctx, cancel := context.WithCancel(context.Background())
	job := corpusJob(&toyModel{vocab: 6})
	job.OnBatch = func(*CorpusState) { cancel() }
	if _, err := job.Run(ctx, in, part); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled run: %v", err)
	}
	m := &toyModel{vocab: 6}
	if _, err := corpusJob(m).Run(context.Background(), in, part); err != nil {
		t.Fatal(err)
	}
	if m.starts != 2 {
		t.Errorf("resumed run decoded %d batches, want 2", m.starts)
	}
	if got, _ := os.ReadFile(part); string(got) != string(want) {
		t.Errorf("resumed output differs:\n%s\nwant:\n%s", got, want)
	}

	// A rerun of the finished job decodes nothing.
	m = &toyModel{vocab: 6}
	if st, err := corpusJob(m).Run(context.Background(), in, part); err != nil || m.starts != 0 || st.DoneCount != 5 {
		t.Errorf("rerun of a finished job: %d batches decoded, state %+v, %v", m.starts, st, err)
	}
	// A finished job keeps no resume state, so that deleting the output
	// and its record gives a fresh run (not "unfinished work").
	if _, err := os.Stat(StatePath(part)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("finished job left its state file: %v", err)
	}
	os.Remove(part)
	os.Remove(jobfile.RecordPath(part))
	m = &toyModel{vocab: 6}
	if _, err := corpusJob(m).Run(context.Background(), in, part); err != nil || m.starts != 3 {
		t.Errorf("run after deleting a finished output: %d batches decoded, %v", m.starts, err)
	}
	if got, _ := os.ReadFile(part); string(got) != string(want) {
		t.Errorf("rerun output differs:\n%s\nwant:\n%s", got, want)
	}

	// Shards 1/2 and 2/2 (chunks of 16 lines with batch 2) over 20 lines:
	// their outputs concatenated equal the whole run's.
	var lines20 []string
	for i := range 20 {
		lines20 = append(lines20, strings.Repeat("3 ", 1+(i*7)%5)+"1")
	}
	in20 := filepath.Join(dir, "in20.txt")
	os.WriteFile(in20, []byte(strings.Join(lines20, "\n")+"\n"), 0o644)
	whole := filepath.Join(dir, "whole.tsv")
	if _, err := corpusJob(&toyModel{vocab: 6}).Run(context.Background(), in20, whole); err != nil {
		t.Fatal(err)
	}
	var merged []byte
	for k := 1; k <= 2; k++ {
		job := corpusJob(&toyModel{vocab: 6})
		job.Shard = jobfile.Shard{K: k, N: 2}
		out := filepath.Join(dir, "shard.tsv")
		if _, err := job.Run(context.Background(), in20, out); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(out)
		merged = append(merged, b...)
	}
	if w, _ := os.ReadFile(whole); string(merged) != string(w) || len(w) == 0 {
		t.Errorf("shards merged:\n%s\nwhole run:\n%s", merged, w)
	}

	// Refusals: an unfinished run of another input; output = input.
	ctx, cancel = context.WithCancel(context.Background())
	job = corpusJob(&toyModel{vocab: 6})
	job.OnBatch = func(*CorpusState) { cancel() }
	other := filepath.Join(dir, "other.tsv")
	if _, err := job.Run(ctx, in, other); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled run: %v", err)
	}
	os.WriteFile(in, []byte("5 6 7 1\n"), 0o644)
	var mm *jobfile.MismatchError
	if _, err := corpusJob(m).Run(context.Background(), in, other); !errors.As(err, &mm) || !strings.Contains(err.Error(), "differs") {
		t.Errorf("changed input: %v", err)
	}
	job = corpusJob(m)
	job.Restart = true
	if _, err := job.Run(context.Background(), in, other); err != nil {
		t.Errorf("--restart: %v", err)
	}
	if _, err := corpusJob(m).Run(context.Background(), in, in); err == nil || !strings.Contains(err.Error(), "also an input") {
		t.Errorf("output = input: %v", err)
	}
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("1 2\n3 z\n"), 0o644)
	if _, err := corpusJob(m).Run(context.Background(), bad, filepath.Join(dir, "b.tsv")); err == nil || !strings.Contains(err.Error(), "bad.txt:2: token 2") {
		t.Errorf("bad line: %v", err)
	}
}

func FuzzParseCorpusState(f *testing.F) {
	f.Add([]byte(`{"input_sha256":"ab","settings":"x","sentences":5,"batches":3,"batches_done":1,"sentences_done":2,"output_bytes":40}`))
	f.Add([]byte(`{"batches":1,"batches_done":2}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := ParseCorpusState("fuzz", data)
		if err != nil {
			return
		}
		if st.BatchesDone > st.Batches || st.OutputBytes < 0 || st.DoneCount > st.Sentences || st.BatchesDone < 0 {
			t.Fatalf("inconsistent state accepted: %+v", st)
		}
	})
}
