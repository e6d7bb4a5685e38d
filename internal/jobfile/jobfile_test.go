package jobfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func fingerprint(t *testing.T, in string, settings map[string]string) Fingerprint {
	t.Helper()
	fp, err := NewFingerprint(settings, Shard{}, in)
	if err != nil {
		t.Fatal(err)
	}
	return fp
}

// TestOpenLifecycle walks an output through fresh, resume, done, refused
// and replaced runs.
func TestOpenLifecycle(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	out := filepath.Join(dir, "out.txt")
	partial := out + ".partial"
	write(t, in, "a\nb\n")
	opt := Options{Scratch: []string{partial}, RestartFlag: "--restart"}
	fp := fingerprint(t, in, map[string]string{"beams": "4"})

	j, err := Open(out, fp, opt)
	if err != nil || j.State != Fresh {
		t.Fatalf("first open: %v, %v", j, err)
	}
	write(t, partial, "A\n")
	// A second run cannot take the output while the first holds it.
	if _, err := Open(out, fp, opt); !errors.Is(err, ErrLocked) {
		t.Errorf("concurrent open: %v, want ErrLocked", err)
	}
	j.Close() // killed

	j, err = Open(out, fp, opt)
	if err != nil || j.State != Resume {
		t.Fatalf("rerun after kill: %v, %v", j, err)
	}
	j.Close()

	// Other settings or input: refused, with the changes named.
	other := fingerprint(t, in, map[string]string{"beams": "3"})
	_, err = Open(out, other, opt)
	var mm *MismatchError
	if !errors.As(err, &mm) || !strings.Contains(err.Error(), `beams "3", "4" before`) || !strings.Contains(err.Error(), "--restart") {
		t.Errorf("changed setting: %v", err)
	}
	write(t, in, "a\nc\n")
	changed := fingerprint(t, in, map[string]string{"beams": "4"})
	if _, err := Open(out, changed, opt); !errors.As(err, &mm) || !strings.Contains(err.Error(), "input "+in+" differs") {
		t.Errorf("changed input: %v", err)
	}
	if b, _ := os.ReadFile(partial); string(b) != "A\n" {
		t.Errorf("refused run touched the partial output: %q", b)
	}
	// --restart discards the partial output.
	o2 := opt
	o2.Restart = true
	j, err = Open(out, changed, o2)
	if err != nil || j.State != Fresh {
		t.Fatalf("restart: %v, %v", j, err)
	}
	if _, err := os.Stat(partial); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("restart kept %s", partial)
	}
	write(t, partial, "A\nC\n")
	if err := j.Commit(partial); err != nil {
		t.Fatal(err)
	}
	j.Close()
	if b, _ := os.ReadFile(out); string(b) != "A\nC\n" {
		t.Errorf("committed output %q", b)
	}

	// Finished, same fingerprint: done.
	j, err = Open(out, changed, opt)
	if err != nil || j.State != Done {
		t.Fatalf("rerun of a finished job: %v, %v", j, err)
	}
	j.Close()
	// Finished, but the output was edited since: made again.
	write(t, out, "edited\n")
	if j, err = Open(out, changed, opt); err != nil || j.State != Fresh {
		t.Fatalf("edited output: %v, %v", j, err)
	}
	j.Close()
	rec, err := ReadRecord(out)
	if err != nil || rec.Finished {
		t.Fatalf("record after a fresh open: %+v, %v", rec, err)
	}
	write(t, out, "A\nC\n")
	if err := (&Job{Path: out, fp: changed}).Finish(); err != nil {
		t.Fatal(err)
	}
	// Finished, different settings: starts over by itself, old output kept.
	j, err = Open(out, other, opt)
	if err != nil || j.State != Fresh || len(j.Replaced) == 0 {
		t.Fatalf("finished output, other settings: %+v, %v", j, err)
	}
	j.Close()
	if b, _ := os.ReadFile(out); string(b) != "A\nC\n" {
		t.Errorf("the earlier output was touched before the new run finished: %q", b)
	}
}

func TestOpenRefusals(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	write(t, in, "x\n")
	fp := fingerprint(t, in, nil)
	if _, err := Open(in, fp, Options{}); err == nil || !strings.Contains(err.Error(), "also an input") {
		t.Errorf("output = input: %v", err)
	}
	if _, err := Open(filepath.Join(dir, ".", "in.txt"), fp, Options{}); err == nil {
		t.Errorf("output = input by another name: accepted")
	}
	if b, _ := os.ReadFile(in); string(b) != "x\n" {
		t.Errorf("input changed: %q", b)
	}
	// Scratch without a record (an older version, another program).
	out := filepath.Join(dir, "out.txt")
	write(t, out+".partial", "old\n")
	_, err := Open(out, fp, Options{Scratch: []string{out + ".partial"}, RestartFlag: "--restart"})
	var mm *MismatchError
	if !errors.As(err, &mm) || !strings.Contains(err.Error(), "without a record") {
		t.Errorf("scratch without record: %v", err)
	}
	// A corrupt record is named.
	write(t, RecordPath(out), "{")
	if _, err := Open(out, fp, Options{RestartFlag: "--restart"}); err == nil || !strings.Contains(err.Error(), RecordPath(out)) {
		t.Errorf("corrupt record: %v", err)
	}
	j, err := Open(out, fp, Options{Scratch: []string{out + ".partial"}, Restart: true})
	if err != nil || j.State != Fresh {
		t.Fatalf("restart over a corrupt record: %v", err)
	}
	j.Close()
}

func TestShardRange(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 10, 101} {
		for _, N := range []int{1, 2, 3, 4, 8} {
			next := 0
			for k := 1; k <= N; k++ {
				s, err := ParseShard(Shard{K: k, N: N}.String())
				if err != nil {
					t.Fatal(err)
				}
				lo, hi := Shard{K: k, N: N}.Range(n)
				if s.Range(n); lo != next || hi < lo {
					t.Fatalf("n=%d shard %d/%d: [%d,%d), want start %d", n, k, N, lo, hi, next)
				}
				if hi-lo > n/N+1 {
					t.Errorf("n=%d shard %d/%d: %d units, unbalanced", n, k, N, hi-lo)
				}
				next = hi
			}
			if next != n {
				t.Errorf("n=%d N=%d: shards end at %d", n, N, next)
			}
		}
	}
	for _, bad := range []string{"0/2", "3/2", "1/0", "a/b", "2", "1/2/3", "-1/2"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) accepted", bad)
		}
	}
}

func FuzzParseRecord(f *testing.F) {
	f.Add([]byte(`{"version":1,"inputs":[{"path":"a","size":1,"sha256":"00"}],"settings":{"b":"4"},"finished":false}`))
	f.Add([]byte(`{"version":1,"inputs":null,"settings":{},"shard":"2/3","finished":true,"output":{"path":"o","size":3,"sha256":"ab"}}`))
	f.Add([]byte(`{"version":1,"shard":"4/3"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := ParseRecord("fuzz", b)
		if err != nil {
			return
		}
		if r.Version != Version || r.Finished != (r.Output != nil) {
			t.Fatalf("inconsistent record accepted: %+v", r)
		}
		if _, err := ParseShard(r.Shard); err != nil {
			t.Fatalf("bad shard accepted: %+v", r)
		}
	})
}

// makeShard writes a finished shard output with content s.
func makeShard(t *testing.T, path string, fp Fingerprint, sh Shard, s string) {
	t.Helper()
	fp.Shard = sh.String()
	j, err := Open(path, fp, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	write(t, path+".partial", s)
	if err := j.Commit(path + ".partial"); err != nil {
		t.Fatal(err)
	}
}

func TestMerge(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	write(t, in, "a\nb\nc\n")
	fp := fingerprint(t, in, map[string]string{"beams": "2"})
	p := func(k int) string { return filepath.Join(dir, "part"+string(rune('0'+k))) }
	makeShard(t, p(1), fp, Shard{1, 3}, "A\n")
	makeShard(t, p(2), fp, Shard{2, 3}, "")
	makeShard(t, p(3), fp, Shard{3, 3}, "B\nC\n")
	out := filepath.Join(dir, "merged.txt")
	if err := Merge(out, []string{p(3), p(1), p(2)}); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(out); string(b) != "A\nB\nC\n" {
		t.Errorf("merged %q", b)
	}
	// The merged output is recorded as a whole run of the job: rerunning
	// the job on it finds it done.
	if j, err := Open(out, fp, Options{}); err != nil || j.State != Done {
		t.Errorf("whole run over the merged output: %v, %v", j, err)
	} else {
		j.Close()
	}

	other := fingerprint(t, in, map[string]string{"beams": "3"})
	makeShard(t, filepath.Join(dir, "x2"), other, Shard{2, 3}, "")
	makeShard(t, filepath.Join(dir, "y2"), fp, Shard{2, 4}, "")
	write(t, filepath.Join(dir, "edited"), "A\n")
	makeShard(t, filepath.Join(dir, "edited"), fp, Shard{1, 3}, "A\n")
	write(t, filepath.Join(dir, "edited"), "Z\n")
	for _, tc := range []struct {
		shards []string
		want   string
	}{
		{[]string{p(1), p(3)}, "shard 2/3 missing"},
		{[]string{p(1), p(1), p(2), p(3)}, "are both shard 1/3"},
		{[]string{p(1), filepath.Join(dir, "x2"), p(3)}, `different runs: beams "3", "2" before`},
		{[]string{p(1), filepath.Join(dir, "y2"), p(3)}, "of 3 shards"},
		{[]string{filepath.Join(dir, "edited"), p(2), p(3)}, "changed since its shard finished"},
		{[]string{in}, "no readable record"},
		{[]string{out}, "also a shard"},
		{[]string{p(1), p(2), p(3), out}, "also a shard"},
	} {
		before, _ := os.ReadFile(out)
		err := Merge(out, tc.shards)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Merge(%v): %v, want %q", tc.shards, err, tc.want)
		}
		if after, _ := os.ReadFile(out); string(after) != string(before) {
			t.Errorf("failed merge changed the output")
		}
	}
}

func TestDirStamp(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "weights.bin"), "abc")
	a, err := DirStamp(dir)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := DirStamp(dir); b != a {
		t.Errorf("unstable stamp %s, %s", a, b)
	}
	write(t, filepath.Join(dir, "weights.bin"), "abcd")
	if b, _ := DirStamp(dir); b == a {
		t.Errorf("a rewritten file left the stamp %s", a)
	}
	if _, err := DirStamp(filepath.Join(dir, "nope")); err == nil {
		t.Errorf("missing directory accepted")
	}
}

// TestHashLines pins the fingerprints of in-memory lines to the SHA-256
// of the same bytes in a file, computed with sha256sum (printf '…' |
// sha256sum): HashLines and a Hasher fed piece by piece must give the
// values HashBytes and HashFile give, which job records persist.
func TestHashLines(t *testing.T) {
	long := strings.Repeat("x", 40000) // longer than the Hasher's buffer
	for _, tc := range []struct {
		name  string
		lines []string
		size  int64
		sum   string
	}{
		{"none", nil, 0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{"two", []string{"a", "b"}, 4, "911169ddaaf146aff539f58c26c489af3b892dff0fe283c1c264c65ae5aa59a2"},
		{"blank and UTF-8", []string{"The housing (12) has an aperture.", "", "été"}, 41,
			"64746fd35ba2e3831838ce43be818919ec8c330fcb75eefe7abd0faef4f73b85"},
		{"long lines", []string{long, long}, 80002, "087e1540c6859e6edbce83a2235f9414a1fc7895afd06c377455e32234e503b3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := Input{Path: "(stdin)", Size: tc.size, SHA256: tc.sum}
			if got := HashLines("(stdin)", tc.lines); got != want {
				t.Errorf("HashLines = %+v, want %+v", got, want)
			}
			// The same bytes written in other pieces, through every method.
			h := NewHasher()
			for _, l := range tc.lines {
				b := []byte(l + "\n")
				h.Write(b[:len(b)/2])
				h.WriteString(string(b[len(b)/2 : len(b)-1]))
				h.WriteByte('\n')
			}
			if got := h.Input("(stdin)"); got != want {
				t.Errorf("Hasher = %+v, want %+v", got, want)
			}
			var data string
			for _, l := range tc.lines {
				data += l + "\n"
			}
			if got := HashBytes("(stdin)", []byte(data)); got != want {
				t.Errorf("HashBytes = %+v, want %+v", got, want)
			}
			path := filepath.Join(t.TempDir(), "in.txt")
			write(t, path, data)
			want.Path = path
			if got, err := HashFile(path); err != nil || got != want {
				t.Errorf("HashFile = %+v, %v, want %+v", got, err, want)
			}
		})
	}
}
