package train

import (
	"math"
	"reflect"
	"slices"
	"testing"

	"github.com/patsimp/patsimp/data/controls"
)

func examplesOfLengths(lens [][2]int) []Example {
	ex := make([]Example, len(lens))
	for i, l := range lens {
		ex[i] = Example{Src: make([]int32, l[0]), Tgt: make([]int32, l[1])}
		for j := range ex[i].Src {
			ex[i].Src[j] = int32(10 + j)
		}
		for j := range ex[i].Tgt {
			ex[i].Tgt[j] = int32(20 + j)
		}
	}
	return ex
}

func TestMakeBatches(t *testing.T) {
	var lens [][2]int
	for i := range 100 {
		lens = append(lens, [2]int{3 + i%30, 2 + (i*7)%25})
	}
	ex := examplesOfLengths(lens)
	const maxTokens = 64
	a := MakeBatches(ex, maxTokens, 1, 1)
	seen := make([]int, len(ex))
	for _, b := range a {
		if b.Len%8 != 0 || len(b.Indices)*b.Len > maxTokens {
			t.Errorf("batch of %d rows × %d exceeds %d tokens or is not padded to 8", len(b.Indices), b.Len, maxTokens)
		}
		for _, i := range b.Indices {
			seen[i]++
			if need := padTo(max(len(ex[i].Src), len(ex[i].Tgt)+1)); need != b.Len {
				t.Errorf("example %d (padded length %d) in a batch of length %d", i, need, b.Len)
			}
		}
	}
	for i, n := range seen {
		if n != 1 {
			t.Fatalf("example %d appears %d times", i, n)
		}
	}
	if b := MakeBatches(ex, maxTokens, 1, 1); !reflect.DeepEqual(a, b) {
		t.Error("same seed and epoch give different batches")
	}
	if c := MakeBatches(ex, maxTokens, 1, 2); reflect.DeepEqual(a, c) {
		t.Error("epochs 1 and 2 have the same order")
	}
	// An example longer than the budget gets a batch alone.
	long := examplesOfLengths([][2]int{{100, 5}, {4, 4}})
	if got := MakeBatches(long, 16, 1, 1); len(got) != 2 {
		t.Errorf("got %d batches, want 2", len(got))
	}
}

func TestBatchTensors(t *testing.T) {
	ex := []Example{{Src: []int32{5, 6, 3}, Tgt: []int32{7, 8, 3}}}
	src, in, out := Batch{Indices: []int{0}, Len: 8}.Tensors(ex, 2, 0)
	want := [][]int32{
		{5, 6, 3, 0, 0, 0, 0, 0},
		{2, 7, 8, 0, 0, 0, 0, 0},
		{7, 8, 3, 0, 0, 0, 0, 0},
	}
	for i, got := range [][]int32{src, in, out} {
		if !slices.Equal(got, want[i]) {
			t.Errorf("tensor %d = %v, want %v", i, got, want[i])
		}
	}
}

func TestSchedule(t *testing.T) {
	fixed := Schedule{Kind: "fixed", Peak: 1e-3, Warmup: 10}
	inv := Schedule{Kind: "inverse_sqrt", Peak: 1e-3, Warmup: 100, WarmupInit: 1e-7}
	tests := []struct {
		s    Schedule
		step int
		want float64
	}{
		{fixed, 1, 1e-4},
		{fixed, 5, 5e-4},
		{fixed, 10, 1e-3},
		{fixed, 1000, 1e-3},
		{inv, 50, 1e-7 + (1e-3-1e-7)*0.5},
		{inv, 100, 1e-3},
		{inv, 400, 5e-4}, // 1e-3·√(100/400)
		{Schedule{Kind: "fixed", Peak: 2e-4}, 1, 2e-4},
	}
	for _, tt := range tests {
		if got := tt.s.At(tt.step); math.Abs(got-tt.want) > 1e-15 {
			t.Errorf("%+v.At(%d) = %v, want %v", tt.s, tt.step, got, tt.want)
		}
	}
	for _, bad := range []Schedule{{Kind: "cosine", Peak: 1}, {Kind: "fixed", Peak: 0}, {Kind: "fixed", Peak: 1, Warmup: -1}} {
		if bad.Validate() == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

func TestCandidates(t *testing.T) {
	feats := []controls.Feature{controls.WordRankRatio, controls.Levenshtein, controls.LengthRatio}
	random, err := Candidates(feats, TuneOptions{Budget: 20, Method: "random", Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	if len(random) != 20 {
		t.Fatalf("%d random candidates", len(random))
	}
	keys := map[string]bool{}
	for _, c := range random {
		keys[c.String()] = true
		for _, r := range DefaultRanges {
			v, ok := c.Get(r.Feature)
			if !ok {
				continue
			}
			if v < r.Min-1e-9 || v > r.Max+1e-9 || controls.Bucket(v) != v {
				t.Errorf("%s = %v outside [%v, %v] or off the 0.05 grid", r.Feature, v, r.Min, r.Max)
			}
		}
	}
	if len(keys) != 20 {
		t.Errorf("%d distinct candidates of 20", len(keys))
	}
	again, _ := Candidates(feats, TuneOptions{Budget: 20, Method: "random", Seed: 4})
	if !reflect.DeepEqual(random, again) {
		t.Error("same seed, different candidates")
	}
	// Grid 0.40…1.00 step 0.3 has 3 values per ratio, 0.40…1.40 has 4.
	grid, err := Candidates(feats, TuneOptions{Budget: 1000, Method: "grid", Step: 0.3})
	if err != nil {
		t.Fatal(err)
	}
	if len(grid) != 4*3*3 {
		t.Errorf("%d grid points, want 36", len(grid))
	}
	if _, err := Candidates(feats, TuneOptions{Budget: 3, Method: "anneal"}); err == nil {
		t.Error("unknown method accepted")
	}
}
