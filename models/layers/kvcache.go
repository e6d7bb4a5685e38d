package layers

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	"github.com/gomlx/gomlx/core/tensors"
)

// KVCache is a decoder's self-attention key/value cache kept outside the
// step graph, in host memory shared with the backend when it allows that
// (the pure-Go backend always does, so the step graph reads the cache in
// place, without a copy).
//
// It holds count tensors (K and V of every decoder layer), each [rows,
// heads, capacity, headDim]: positions 0 … Len()−1 are written, the rest
// is unused. A decoding step passes Tensors to a graph that attends over
// them (see Attention.AttendCached) and returns only the current
// position's keys and values, which Append writes in place. Beam search
// reorders rows with Reorder, which moves only the rows whose parent
// differs (a memmove of their written positions), and Keep drops the rows
// of finished sources. The capacity starts small and grows as needed (by
// half or a third, see KVCacheCapacity; up to the session's step limit), so
// memory and attention cost follow the longest row still decoding, and the
// step graph meets a handful of capacities.
//
// A KVCache is not safe for concurrent use.
type KVCache struct {
	backend    compute.Backend
	dtype      dtypes.DType
	rows       int
	heads      int
	headDim    int
	capacity   int
	limit      int // the most positions ever written
	length     int
	ts         []*tensors.Tensor
	scratch    []byte
	parentCopy []int // per row: index of its parent's copy in scratch, or −1
}

// kvCacheMinCapacity is the capacity a KVCache starts with.
const kvCacheMinCapacity = 16

// NewKVCache returns an empty cache of count tensors of dtype, each [rows,
// heads, capacity, headDim], for at most limit positions.
func NewKVCache(backend compute.Backend, count int, dtype dtypes.DType, rows, heads, headDim, limit int) (*KVCache, error) {
	if count < 1 || rows < 1 || heads < 1 || headDim < 1 || limit < 1 {
		return nil, fmt.Errorf("layers: key/value cache of %d tensors [%d, %d, ·, %d] for %d positions", count, rows, heads, headDim, limit)
	}
	c := &KVCache{backend: backend, dtype: dtype, rows: rows, heads: heads, headDim: headDim, limit: limit,
		capacity: KVCacheCapacity(1, limit)}
	for range count {
		t, err := c.newTensor(rows, c.capacity)
		if err != nil {
			c.Close()
			return nil, err
		}
		c.ts = append(c.ts, t)
	}
	return c, nil
}

// KVCacheCapacity is the capacity a KVCache for at most limit positions
// has while it holds n (n ≥ 1): the first of 16, 32, 48, 64, 96, 128,
// 192, … (powers of two and 1.5 times powers of two, so at most a third is
// unused) that holds n, but at most limit rounded up to a multiple of 8.
func KVCacheCapacity(n, limit int) int {
	c := kvCacheMinCapacity
	for c < n {
		switch {
		case c < 2*kvCacheMinCapacity:
			c = 2 * kvCacheMinCapacity
		case c&(c-1) == 0:
			c += c / 2 // 32 → 48, 64 → 96, …
		default:
			c = c / 3 * 4 // 48 → 64, 96 → 128, …
		}
	}
	return min(c, (limit+7)/8*8)
}

func (c *KVCache) newTensor(rows, capacity int) (*tensors.Tensor, error) {
	t, err := tensors.FromShapeForBackend(c.backend, 0, shapes.Make(c.dtype, rows, c.heads, capacity, c.headDim))
	if err != nil {
		return nil, fmt.Errorf("layers: key/value cache: %w", err)
	}
	return t, nil
}

// Tensors returns the cache tensors, to be passed to a step graph; they
// are valid until the next Append, Reorder, Keep or Close.
func (c *KVCache) Tensors() []*tensors.Tensor { return c.ts }

// Len is the number of positions written.
func (c *KVCache) Len() int { return c.length }

// Rows is the number of rows.
func (c *KVCache) Rows() int { return c.rows }

// Capacity is the position axis of the tensors.
func (c *KVCache) Capacity() int { return c.capacity }

// Append writes entries (one per cache tensor, each [rows, heads, 1,
// headDim]) at position Len() and advances it, growing the capacity when
// full.
func (c *KVCache) Append(entries []*tensors.Tensor) error {
	if len(entries) != len(c.ts) {
		return fmt.Errorf("layers: key/value cache append: %d entries for %d tensors", len(entries), len(c.ts))
	}
	if c.length >= c.limit {
		return fmt.Errorf("layers: key/value cache append: all %d positions written", c.limit)
	}
	want := shapes.Make(c.dtype, c.rows, c.heads, 1, c.headDim)
	for i, e := range entries {
		if !e.Shape().Equal(want) {
			return fmt.Errorf("layers: key/value cache append: entry %d has shape %s, want %s", i, e.Shape(), want)
		}
	}
	if c.length == c.capacity {
		if err := c.resize(c.rows, nil, KVCacheCapacity(c.length+1, c.limit)); err != nil {
			return err
		}
	}
	es := c.dtype.Size()
	seg := c.headDim * es
	write := func(dst, src []byte) {
		for rh := range c.rows * c.heads {
			copy(dst[(rh*c.capacity+c.length)*seg:], src[rh*seg:(rh+1)*seg])
		}
	}
	// The entries are read in place when the backend shares its buffers
	// with the host (HostBytes), the tensors shared among the cores.
	err := c.eachTensor(c.workers(), func(_, i int) error {
		var cerr error
		merr := c.ts[i].MutableBytes(func(dst []byte) {
			if src, ok := HostBytes(entries[i]); ok {
				write(dst, src)
				return
			}
			cerr = entries[i].ConstBytes(func(src []byte) { write(dst, src) })
		})
		return errors.Join(merr, cerr)
	})
	if err != nil {
		return fmt.Errorf("layers: key/value cache append: %w", err)
	}
	c.length++
	return nil
}

// Reorder makes row r continue the history of row parents[r] (beam
// search's reordering). Rows whose parent is themselves are not touched;
// the others get a copy of their parent's written positions.
func (c *KVCache) Reorder(parents []int32) error {
	if len(parents) != c.rows {
		return fmt.Errorf("layers: key/value cache reorder: %d parents for %d rows", len(parents), c.rows)
	}
	moved := false
	for r, p := range parents {
		if p < 0 || int(p) >= c.rows {
			return fmt.Errorf("layers: key/value cache reorder: parent %d of row %d outside [0, %d)", p, r, c.rows)
		}
		moved = moved || int(p) != r
	}
	if !moved || c.length == 0 {
		return nil
	}
	es := c.dtype.Size()
	used := c.length * c.headDim * es        // bytes of one (row, head)
	rowStride := c.capacity * c.headDim * es // bytes between heads
	c.parentCopy = c.parentCopy[:0]
	for range c.rows {
		c.parentCopy = append(c.parentCopy, -1)
	}
	// A parent that is itself overwritten (its own parent differs) is
	// copied aside first.
	copies := 0
	for r, p := range parents {
		if int(p) != r && parents[p] != p && c.parentCopy[p] < 0 {
			c.parentCopy[p] = copies
			copies++
		}
	}
	rowBytes := c.heads * used
	workers := c.workers()
	if need := workers * copies * rowBytes; cap(c.scratch) < need {
		c.scratch = make([]byte, need)
	}
	err := c.eachTensor(workers, func(w, i int) error {
		scratch := c.scratch[w*copies*rowBytes : (w+1)*copies*rowBytes]
		return c.ts[i].MutableBytes(func(buf []byte) {
			block := func(row, head int) []byte {
				off := (row*c.heads + head) * rowStride
				return buf[off : off+used]
			}
			for p, k := range c.parentCopy {
				if k >= 0 {
					for h := range c.heads {
						copy(scratch[k*rowBytes+h*used:], block(p, h))
					}
				}
			}
			for r, p := range parents {
				if int(p) == r {
					continue
				}
				for h := range c.heads {
					if k := c.parentCopy[p]; k >= 0 {
						copy(block(r, h), scratch[k*rowBytes+h*used:k*rowBytes+(h+1)*used])
					} else {
						copy(block(r, h), block(int(p), h))
					}
				}
			}
		})
	})
	if err != nil {
		return fmt.Errorf("layers: key/value cache reorder: %w", err)
	}
	return nil
}

// workers is how many goroutines share the cache tensors in Append,
// Reorder and resize: their copies are memory-bound memmoves of up to
// hundreds of megabytes a step, which one core does not saturate.
func (c *KVCache) workers() int {
	return max(1, min(runtime.GOMAXPROCS(0), len(c.ts)))
}

// eachTensor calls f(w, i) for every cache tensor c.ts[i], the tensors
// split among workers goroutines (w is the goroutine's index, in [0,
// workers)), and returns the errors joined.
func (c *KVCache) eachTensor(workers int, f func(w, i int) error) error {
	if workers <= 1 {
		var errs []error
		for i := range c.ts {
			errs = append(errs, f(0, i))
		}
		return errors.Join(errs...)
	}
	errs := make([]error, len(c.ts))
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < len(c.ts); i += workers {
				errs[i] = f(w, i)
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// Keep keeps only the given rows (indices into the current rows, in the
// order given), dropping the others.
func (c *KVCache) Keep(rows []int) error {
	for _, r := range rows {
		if r < 0 || r >= c.rows {
			return fmt.Errorf("layers: key/value cache keep: row %d outside [0, %d)", r, c.rows)
		}
	}
	if len(rows) == 0 {
		return errors.New("layers: key/value cache keep: no rows")
	}
	return c.resize(len(rows), rows, KVCacheCapacity(max(c.length, 1), c.limit))
}

// resize replaces the tensors by ones of rows rows (rows keep[i] of the
// old ones, or the first rows when keep is nil) and the given capacity,
// copying the written positions, the tensors shared among workers. Each
// old tensor is released as soon as it is copied, so the peak is one old
// tensor per worker more than the new cache rather than both caches. On
// error the cache is unusable (Close it).
func (c *KVCache) resize(rows int, keep []int, capacity int) error {
	es := c.dtype.Size()
	used := c.length * c.headDim * es
	oldStride, newStride := c.capacity*c.headDim*es, capacity*c.headDim*es
	oldCapacity := c.capacity
	err := c.eachTensor(c.workers(), func(_, i int) error {
		old := c.ts[i]
		t, err := c.newTensor(rows, capacity)
		if err != nil {
			return err
		}
		cerr := old.ConstBytes(func(src []byte) {
			err = t.MutableBytes(func(dst []byte) {
				for r := range rows {
					from := r
					if keep != nil {
						from = keep[r]
					}
					for h := range c.heads {
						copy(dst[(r*c.heads+h)*newStride:][:used], src[(from*c.heads+h)*oldStride:][:used])
					}
				}
			})
		})
		if err = errors.Join(cerr, err); err != nil {
			t.FinalizeAll()
			return err
		}
		old.FinalizeAll()
		c.ts[i] = t
		return nil
	})
	if err != nil {
		c.Close()
		return fmt.Errorf("layers: key/value cache resize from [·, %d, %d, %d] to [%d, %d, %d, %d]: %w",
			c.heads, oldCapacity, c.headDim, rows, c.heads, capacity, c.headDim, err)
	}
	c.rows, c.capacity = rows, capacity
	return nil
}

// Close releases the tensors. It is safe to call more than once.
func (c *KVCache) Close() {
	for _, t := range c.ts {
		t.FinalizeAll()
	}
	c.ts = nil
}

// KeepRows returns a tensor (shared with backend when it allows) holding
// rows rows[i] of t's axis 0, in order; t is left as it was.
func KeepRows(backend compute.Backend, t *tensors.Tensor, rows []int) (*tensors.Tensor, error) {
	sh := t.Shape()
	if sh.Rank() < 1 {
		return nil, errors.New("layers: keep rows of a scalar")
	}
	dims := append([]int{len(rows)}, sh.Dimensions[1:]...)
	out, err := tensors.FromShapeForBackend(backend, 0, shapes.Make(sh.DType, dims...))
	if err != nil {
		return nil, fmt.Errorf("layers: keep rows: %w", err)
	}
	n := sh.Dimensions[0]
	for _, r := range rows {
		if r < 0 || r >= n {
			out.FinalizeAll()
			return nil, fmt.Errorf("layers: keep rows: row %d outside [0, %d)", r, n)
		}
	}
	var rowBytes int
	if n > 0 {
		rowBytes = int(sh.ByteSize()) / n
	}
	var rerr error
	cerr := t.ConstBytes(func(src []byte) {
		rerr = out.MutableBytes(func(dst []byte) {
			for i, r := range rows {
				copy(dst[i*rowBytes:(i+1)*rowBytes], src[r*rowBytes:(r+1)*rowBytes])
			}
		})
	})
	if err := errors.Join(cerr, rerr); err != nil {
		out.FinalizeAll()
		return nil, err
	}
	return out, nil
}

// RetainSources is the work of a decode.Retainer's Retain for a session of
// expand rows per source whose state is cache (one row per session row)
// and perSource (tensors with one row per source on axis 0): it checks that
// sources are increasing indices of the current sources, keeps their rows
// in cache and returns the kept rows of perSource, releasing the old
// tensors. On error perSource is left as it was (after a failed
// cache.Keep the cache is unusable).
func RetainSources(backend compute.Backend, cache *KVCache, perSource []*tensors.Tensor, sources []int, expand int) ([]*tensors.Tensor, error) {
	n := cache.Rows() / expand
	for i, b := range sources {
		if b < 0 || b >= n || (i > 0 && b <= sources[i-1]) {
			return nil, fmt.Errorf("sources %v are not increasing indices below %d", sources, n)
		}
	}
	rows := make([]int, 0, len(sources)*expand)
	for _, b := range sources {
		for j := range expand {
			rows = append(rows, b*expand+j)
		}
	}
	release := func(ts []*tensors.Tensor) {
		for _, t := range ts {
			t.FinalizeAll()
		}
	}
	next := make([]*tensors.Tensor, 0, len(perSource))
	for _, t := range perSource {
		k, err := KeepRows(backend, t, sources)
		if err != nil {
			release(next)
			return nil, err
		}
		next = append(next, k)
	}
	if err := cache.Keep(rows); err != nil {
		release(next)
		return nil, err
	}
	release(perSource)
	return next, nil
}
