package layers

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
)

// entryValue is the value test entries hold: it names the tensor, row,
// head, position and element, so a misplaced copy shows.
func entryValue(tensor, row, head, pos, e int) float32 {
	return float32(tensor*100000 + row*10000 + head*1000 + pos*10 + e)
}

// TestKVCache appends past the first capacity (growth), reorders beams
// (swap, duplicate, keep) and keeps a subset of rows, checking every
// written value against a plain model of each row's history.
func TestKVCache(t *testing.T) {
	const count, rows, heads, hd, limit = 3, 4, 2, 3, 40 // 3 tensors: shared unevenly by 2 workers
	b := backend(t)
	c, err := NewKVCache(b, count, dtypes.Float32, rows, heads, hd, limit)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// hist[r] lists, per written position, the (row, pos) the entry was
	// made for.
	hist := make([][][2]int, rows)
	appendStep := func() {
		t.Helper()
		pos := c.Len()
		var entries []*tensors.Tensor
		for k := range count {
			flat := make([]float32, 0, c.Rows()*heads*hd)
			for r := range c.Rows() {
				for h := range heads {
					for e := range hd {
						flat = append(flat, entryValue(k, r, h, pos, e))
					}
				}
			}
			entries = append(entries, tensors.FromFlatDataAndDimensions(flat, c.Rows(), heads, 1, hd))
		}
		if err := c.Append(entries); err != nil {
			t.Fatal(err)
		}
		for r := range hist {
			hist[r] = append(hist[r], [2]int{r, pos})
		}
	}
	check := func(when string) {
		t.Helper()
		for k, ten := range c.Tensors() {
			if got := ten.Shape().Dimensions; !slices.Equal(got, []int{len(hist), heads, c.Capacity(), hd}) {
				t.Fatalf("%s: tensor %d shape %v", when, k, got)
			}
			flat, err := tensors.CopyFlatData[float32](ten)
			if err != nil {
				t.Fatal(err)
			}
			for r, hs := range hist {
				for h := range heads {
					for p, src := range hs {
						for e := range hd {
							got := flat[((r*heads+h)*c.Capacity()+p)*hd+e]
							if want := entryValue(k, src[0], h, src[1], e); got != want {
								t.Fatalf("%s: tensor %d row %d head %d pos %d [%d] = %v, want %v", when, k, r, h, p, e, got, want)
							}
						}
					}
				}
			}
		}
	}
	for range 10 {
		appendStep()
	}
	check("after 10")
	if c.Capacity() != 16 {
		t.Errorf("capacity %d after 10 positions, want 16", c.Capacity())
	}
	parents := []int32{1, 0, 0, 3}
	if err := c.Reorder(parents); err != nil {
		t.Fatal(err)
	}
	next := make([][][2]int, rows)
	for r, p := range parents {
		next[r] = slices.Clone(hist[p])
	}
	hist = next
	check("after reorder")
	for range 10 {
		appendStep()
	}
	check("after 20")
	if c.Capacity() != 32 {
		t.Errorf("capacity %d after 20 positions, want 32", c.Capacity())
	}
	if err := c.Keep([]int{2, 3}); err != nil {
		t.Fatal(err)
	}
	hist = hist[2:]
	check("after keep")
	appendStep()
	check("after keep and append")
	if err := c.Reorder([]int32{0, 5}); err == nil {
		t.Error("parent outside the rows accepted")
	}
	if err := c.Keep([]int{7}); err == nil {
		t.Error("kept row outside the rows accepted")
	}
}

// TestAttendCachedEqualsAttend: attending from the last position over a
// cache of the earlier ones (with garbage beyond them) and the new entry
// equals causal attention over the whole sequence.
func TestAttendCachedEqualsAttend(t *testing.T) {
	const d, heads, rows, n, capacity = 8, 2, 3, 5, 8
	r := rand.New(rand.NewPCG(5, 6))
	vars, shp := map[string][]float32{}, map[string][]int{}
	for _, p := range []string{"q_proj", "k_proj", "v_proj", "out_proj"} {
		vars["attn."+p+".weight"], shp["attn."+p+".weight"] = randoms(r, d*d), []int{d, d}
		vars["attn."+p+".bias"], shp["attn."+p+".bias"] = randoms(r, d), []int{d}
	}
	store := newStore(t, vars, shp)
	x := tensors.FromFlatDataAndDimensions(randoms(r, rows*n*d), rows, n, d)
	b := backend(t)
	full, err := model.CallOnce(b, store, func(root *model.Scope, x *Node) *Node {
		a := Attention{Scope: root.At("attn"), NumHeads: heads}
		k, v := a.KeyValue(x)
		out := a.Attend(a.Query(x), k, v, CausalVisible(x.Graph(), n, n, 0))
		return Slice(out, AxisRange(), AxisRange(n-1, n), AxisRange())
	}, x)
	if err != nil {
		t.Fatal(err)
	}
	cached, err := model.CallOnce(b, store, func(root *model.Scope, x *Node) *Node {
		a := Attention{Scope: root.At("attn"), NumHeads: heads}
		k, v := a.KeyValue(x) // [rows, heads, n, hd]
		past := AxisRange(0, n-1)
		garbage := Const(x.Graph(), float32(1e4))
		pad := func(c *Node) *Node { // n−1 written positions, then garbage
			cd := c.Shape().Dimensions
			return Concatenate([]*Node{c, BroadcastToDims(garbage, cd[0], cd[1], capacity-(n-1), cd[3])}, 2)
		}
		kc := pad(Slice(k, AxisRange(), AxisRange(), past, AxisRange()))
		vc := pad(Slice(v, AxisRange(), AxisRange(), past, AxisRange()))
		last := Slice(x, AxisRange(), AxisRange(n-1, n), AxisRange())
		kn, vn := a.KeyValue(last)
		return a.AttendCached(a.Query(last), kc, vc, kn, vn, Const(x.Graph(), int32(n-1)))
	}, x)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := tensors.CopyFlatData[float32](full)
	c, _ := tensors.CopyFlatData[float32](cached)
	if len(f) != len(c) {
		t.Fatalf("%d values, want %d", len(c), len(f))
	}
	for i := range f {
		if math.Abs(float64(f[i]-c[i])) > 1e-5 {
			t.Fatalf("cached[%d] = %v, full %v", i, c[i], f[i])
		}
	}
}

func TestKeepRows(t *testing.T) {
	b := backend(t)
	src := tensors.FromFlatDataAndDimensions([]int32{0, 1, 10, 11, 20, 21}, 3, 2)
	out, err := KeepRows(b, src, []int{2, 0})
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Value().([][]int32); !slices.Equal(got[0], []int32{20, 21}) || !slices.Equal(got[1], []int32{0, 1}) {
		t.Errorf("KeepRows = %v", got)
	}
	if _, err := KeepRows(b, src, []int{3}); err == nil {
		t.Error("row outside the tensor accepted")
	}
}

func TestKVCacheCapacity(t *testing.T) {
	for _, tc := range []struct{ n, limit, want int }{
		{1, 100, 16}, {16, 100, 16}, {17, 100, 32}, {33, 100, 48}, {49, 100, 64},
		{65, 100, 96}, {97, 200, 128}, {129, 200, 192}, {193, 1000, 256},
		{1, 5, 8}, {20, 20, 24}, {97, 100, 104},
	} {
		if got := KVCacheCapacity(tc.n, tc.limit); got != tc.want {
			t.Errorf("KVCacheCapacity(%d, %d) = %d, want %d", tc.n, tc.limit, got, tc.want)
		}
	}
}
