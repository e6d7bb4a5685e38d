package jobfile

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/patsimp/patsimp/internal/atomicfile"
)

// Shard is part K of N of a job's input (1 ≤ K ≤ N). The zero value and
// 1/1 mean the whole input.
type Shard struct {
	K, N int
}

// ParseShard parses "K/N" (the empty string is the whole input).
func ParseShard(s string) (Shard, error) {
	if s == "" {
		return Shard{}, nil
	}
	a, b, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || k < 1 || k > n {
		return Shard{}, fmt.Errorf("shard %q: want K/N with 1 <= K <= N, e.g. 2/8", s)
	}
	return Shard{K: k, N: n}, nil
}

// String formats the shard as "K/N" ("" for the whole input).
func (s Shard) String() string {
	if s.N <= 1 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Whole reports whether s covers the whole input.
func (s Shard) Whole() bool { return s.N <= 1 }

// Range returns the contiguous part [lo, hi) of units 0..n-1 that shard s
// covers: shard K of N takes units ⌊(K-1)·n/N⌋ to ⌊K·n/N⌋. The shards of
// N cover every unit once and in order, so concatenating their outputs in
// order of K gives the output of the whole input.
func (s Shard) Range(n int) (lo, hi int) {
	if s.Whole() {
		return 0, n
	}
	return (s.K - 1) * n / s.N, s.K * n / s.N
}

// DedupSetting is the setting that, set to "lines" in the fingerprint of
// a sharded job, makes Merge keep only the first occurrence of each line
// (the job removes duplicate lines across its whole input, which each
// shard can do only within its part).
const DedupSetting = "merge_dedup"

// copyShard copies the file path to w, leaving out lines already in seen
// when dedup is set.
func copyShard(w io.Writer, path string, dedup bool, seen map[string]bool) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if !dedup {
		_, err = io.Copy(w, f)
		return err
	}
	br := bufio.NewReaderSize(f, 1<<20)
	bw := bufio.NewWriterSize(w, 1<<20)
	for {
		line, err := br.ReadString('\n')
		if line != "" {
			key := strings.TrimSuffix(line, "\n")
			if !seen[key] {
				seen[key] = true
				if _, werr := bw.WriteString(key + "\n"); werr != nil {
					return werr
				}
			}
		}
		if err == io.EOF {
			return bw.Flush()
		}
		if err != nil {
			return err
		}
	}
}

// Merge concatenates the finished outputs of the shards 1/N..N/N of one
// job (given in any order) into out, atomically, and records out as the
// finished output of the whole job, as a single run would have. It refuses
// shards that are unfinished, changed since they finished, missing,
// repeated, or made from other inputs or settings than the others.
func Merge(out string, shards []string) error {
	if len(shards) == 0 {
		return fmt.Errorf("merge: no shard outputs given")
	}
	byK := map[int]string{}
	var first Record
	n := 0
	for i, path := range shards {
		if samePath(path, out) {
			return fmt.Errorf("merge: output %s is also a shard: choose another output", out)
		}
		rec, err := ReadRecord(path)
		if err != nil {
			return fmt.Errorf("merge: %s: no readable record of a shard (%w)", path, err)
		}
		if !rec.Finished {
			return fmt.Errorf("merge: %s is not finished: rerun its shard", path)
		}
		in, err := HashFile(path)
		if err != nil {
			return fmt.Errorf("merge: %w", err)
		}
		if !in.SameContent(*rec.Output) {
			return fmt.Errorf("merge: %s changed since its shard finished (%d bytes, %d recorded in %s)", path, in.Size, rec.Output.Size, RecordPath(path))
		}
		sh, err := ParseShard(rec.Shard)
		if err != nil {
			return fmt.Errorf("merge: %s: %w", RecordPath(path), err)
		}
		if sh.Whole() {
			return fmt.Errorf("merge: %s is the output of a whole run, not of a shard", path)
		}
		if i == 0 {
			first, n = rec, sh.N
		} else {
			if sh.N != n {
				return fmt.Errorf("merge: %s is shard %s, %s is of %d shards", path, rec.Shard, shards[0], n)
			}
			a, b := rec.Fingerprint, first.Fingerprint
			a.Shard, b.Shard = "", ""
			if ch := a.Changes(b); len(ch) > 0 {
				return fmt.Errorf("merge: %s and %s come from different runs: %s", path, shards[0], strings.Join(ch, "; "))
			}
		}
		if p, dup := byK[sh.K]; dup {
			return fmt.Errorf("merge: %s and %s are both shard %s", p, path, rec.Shard)
		}
		byK[sh.K] = path
	}
	var missing []string
	for k := 1; k <= n; k++ {
		if _, ok := byK[k]; !ok {
			missing = append(missing, Shard{K: k, N: n}.String())
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("merge: shard %s missing (%d of %d given)", strings.Join(missing, ", "), len(byK), n)
	}
	fp := first.Fingerprint
	fp.Shard = ""
	job, err := Open(out, fp, Options{})
	if err != nil {
		return fmt.Errorf("merge: %w", err)
	}
	defer job.Close()
	dedup := fp.Settings[DedupSetting] == "lines"
	if err := atomicfile.Write(out, 0o644, func(w io.Writer) error {
		seen := map[string]bool{}
		for k := 1; k <= n; k++ {
			if err := copyShard(w, byK[k], dedup, seen); err != nil {
				return fmt.Errorf("%s: %w", byK[k], err)
			}
		}
		return nil
	}); err != nil {
		return fmt.Errorf("merge: %w", err)
	}
	return job.Finish()
}
