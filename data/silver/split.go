package silver

import (
	"bufio"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"github.com/patsimp/patsimp/internal/atomicfile"
)

// The paper's split of its 287,965 silver pairs (§3.4).
const (
	PaperTrain = 184297
	PaperValid = 46075
	PaperTest  = 57593
	PaperTotal = PaperTrain + PaperValid + PaperTest
)

// SetNames are the split's set names, in output order.
var SetNames = [3]string{"train", "valid", "test"}

// SplitFiles returns the files Split writes in dir, in SetNames order:
// dir/train.tsv, dir/valid.tsv and dir/test.tsv.
func SplitFiles(dir string) [3]string {
	var files [3]string
	for s, name := range SetNames {
		files[s] = filepath.Join(dir, name+".tsv")
	}
	return files
}

// ParallelFiles returns the line-aligned files WriteParallel writes for the
// TSV file tsv: tsv without its extension, followed by ".complex" and
// ".simple".
func ParallelFiles(tsv string) (complexPath, simplePath string) {
	base := strings.TrimSuffix(tsv, filepath.Ext(tsv))
	return base + ".complex", base + ".simple"
}

// Sizes returns the target numbers of pairs of the train, valid and test
// sets for n pairs, in the paper's proportions: valid and test are rounded
// to the nearest integer and train takes the rest, so Sizes(287965) gives
// the paper's 184,297 / 46,075 / 57,593.
func Sizes(n int) [3]int {
	valid := (2*n*PaperValid + PaperTotal) / (2 * PaperTotal)
	test := (2*n*PaperTest + PaperTotal) / (2 * PaperTotal)
	return [3]int{n - valid - test, valid, test}
}

// SplitResult reports the pairs and source sentences written to each set.
type SplitResult struct {
	Seed    uint64    `json:"seed"`
	Pairs   [3]int    `json:"pairs"`
	Sources [3]int    `json:"sources"`
	Files   [3]string `json:"files"`
}

// sourceKey identifies a source sentence; all candidates of one complex
// sentence share it. Two 64-bit seeded hashes make collisions negligible.
type sourceKey [2]uint64

var keySeeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}

func keyOf(complex string) sourceKey {
	return sourceKey{maphash.String(keySeeds[0], complex), maphash.String(keySeeds[1], complex)}
}

// Split divides the silver TSV file in into train, valid and test files in
// dir (train.tsv, valid.tsv, test.tsv), in the paper's proportions of pairs,
// never putting candidates of the same complex sentence in two sets. The
// assignment depends only on the file's content and seed: sources, in order
// of first appearance, are shuffled with a PCG generator seeded by seed and
// dealt to test, then valid, until each reaches its target size; the rest
// go to train. It reads the input twice and keeps one small record per
// source sentence in memory. An input without pairs is a *LineError.
func Split(in, dir string, seed uint64) (*SplitResult, error) {
	// Pass 1: the sources in order of first appearance and their pair counts.
	index := make(map[sourceKey]int32)
	var counts []int32
	total := 0
	err := scanTSV(in, func(p Pair) error {
		k := keyOf(p.Complex)
		i, ok := index[k]
		if !ok {
			i = int32(len(counts))
			index[k] = i
			counts = append(counts, 0)
		}
		counts[i]++
		total++
		return nil
	})
	if err != nil {
		return nil, err
	}
	if total == 0 {
		return nil, &LineError{File: in, Reason: "no pairs: the input is empty"}
	}
	assign := assignSets(counts, Sizes(total), seed)

	// Pass 2: route each pair to its source's set.
	res := &SplitResult{Seed: seed, Files: SplitFiles(dir)}
	for _, set := range assign {
		res.Sources[set]++
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("split: %w", err)
	}
	err = writeSets(res.Files, func(ws [3]*TSVWriter) error {
		return scanTSV(in, func(p Pair) error {
			set := assign[index[keyOf(p.Complex)]]
			res.Pairs[set]++
			return ws[set].Write(p)
		})
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// assignSets shuffles the sources with seed and fills test, then valid, up
// to their target pair counts; the remaining sources go to train. It
// returns the set index (0 train, 1 valid, 2 test) of every source.
func assignSets(counts []int32, sizes [3]int, seed uint64) []uint8 {
	order := make([]int32, len(counts))
	for i := range order {
		order[i] = int32(i)
	}
	rng := rand.New(rand.NewPCG(seed, 0x5eed5eed5eed5eed))
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	assign := make([]uint8, len(counts))
	set, filled := 2, 0
	for _, src := range order {
		for set > 0 && filled >= sizes[set] {
			set--
			filled = 0
		}
		assign[src] = uint8(set)
		filled += int(counts[src])
	}
	return assign
}

// scanTSV calls fn for every pair of a TSV file; bad lines are errors.
func scanTSV(path string, fn func(Pair) error) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("split: %w", err)
	}
	defer f.Close()
	r := NewTSVReader(f, path, false)
	for {
		p, err := r.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := fn(p); err != nil {
			return err
		}
	}
}

// writeSets writes the three set files atomically (all three or, on error,
// none replaced), streaming through buffered writers.
func writeSets(paths [3]string, fill func([3]*TSVWriter) error) error {
	var files [3]*os.File
	var bufs [3]*bufio.Writer
	var ws [3]*TSVWriter
	cleanup := func() {
		for _, f := range files {
			if f != nil {
				f.Close()
				os.Remove(f.Name())
			}
		}
	}
	for i, p := range paths {
		f, err := os.CreateTemp(filepath.Dir(p), "."+filepath.Base(p)+".tmp*")
		if err != nil {
			cleanup()
			return fmt.Errorf("split: %w", err)
		}
		files[i] = f
		bufs[i] = bufio.NewWriterSize(f, 256<<10)
		ws[i] = NewTSVWriter(bufs[i])
	}
	if err := fill(ws); err != nil {
		cleanup()
		return err
	}
	for i, f := range files {
		err := bufs[i].Flush()
		if err == nil {
			err = f.Sync()
		}
		if err == nil {
			err = f.Chmod(0o644)
		}
		if err != nil {
			cleanup()
			return fmt.Errorf("split: %s: %w", paths[i], err)
		}
	}
	for i, f := range files {
		if err := f.Close(); err != nil {
			cleanup()
			return fmt.Errorf("split: %s: %w", paths[i], err)
		}
	}
	for i, f := range files {
		if err := os.Rename(f.Name(), paths[i]); err != nil {
			return fmt.Errorf("split: %w", err)
		}
		files[i] = nil
	}
	return nil
}

// WriteParallel writes the pairs of a TSV file as two line-aligned text
// files, the ParallelFiles of tsv (train.tsv: train.complex and
// train.simple), for trainers that read parallel files.
func WriteParallel(tsv string) (complexPath, simplePath string, err error) {
	complexPath, simplePath = ParallelFiles(tsv)
	err = atomicfile.Write(complexPath, 0o644, func(cw io.Writer) error {
		return atomicfile.Write(simplePath, 0o644, func(sw io.Writer) error {
			bc, bs := bufio.NewWriter(cw), bufio.NewWriter(sw)
			err := scanTSV(tsv, func(p Pair) error {
				if _, err := fmt.Fprintln(bc, p.Complex); err != nil {
					return err
				}
				_, err := fmt.Fprintln(bs, p.Simple)
				return err
			})
			if err != nil {
				return err
			}
			if err := bs.Flush(); err != nil {
				return err
			}
			return bc.Flush()
		})
	})
	return complexPath, simplePath, err
}
