package layers

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/dtypes/bfloat16"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/patsimp/patsimp/models/backendtest"
)

func TestTransposeMatrix(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	// Shapes below and above the block (64) and the parallel threshold.
	for _, shape := range [][2]int{{1, 1}, {3, 5}, {64, 64}, {65, 130}, {300, 257}, {1, 70000}} {
		rows, cols := shape[0], shape[1]
		src := randoms(r, rows*cols)
		for _, b := range []bool{false, true} {
			in := tensors.FromFlatDataAndDimensions(src, rows, cols)
			if b {
				in = toBF16(t, in)
			}
			out, err := TransposeMatrix(nil, in)
			if err != nil {
				t.Fatal(err)
			}
			if d := out.Shape().Dimensions; d[0] != cols || d[1] != rows || out.DType() != in.DType() {
				t.Fatalf("%v: transpose shape %s", shape, out.Shape())
			}
			var got func(i int) float32
			if b {
				flat, _ := tensors.CopyFlatData[bfloat16.BFloat16](out)
				got = func(i int) float32 { return flat[i].Float32() }
			} else {
				flat, _ := tensors.CopyFlatData[float32](out)
				got = func(i int) float32 { return flat[i] }
			}
			for i := range rows {
				for j := range cols {
					want := src[i*cols+j]
					if b {
						want = bfloat16.FromFloat32(want).Float32()
					}
					if g := got(j*rows + i); g != want {
						t.Fatalf("%v bf16=%v: [%d,%d] = %v, want %v", shape, b, j, i, g, want)
					}
				}
			}
		}
	}
	if _, err := TransposeMatrix(nil, tensors.FromFlatDataAndDimensions([]float32{1, 2}, 2)); err == nil {
		t.Error("a vector was transposed")
	}
	if _, err := TransposeMatrix(nil, tensors.FromFlatDataAndDimensions([]int32{1, 2}, 1, 2)); err == nil {
		t.Error("an int32 matrix was transposed")
	}
}

// TestKernelLayoutMatchesWeight: a scope holding the transposed kernel
// gives the same linear layer, embedding and tied output projection as
// one holding the PyTorch weight, on every backend, in float32 and
// bfloat16.
func TestKernelLayoutMatchesWeight(t *testing.T) {
	const in, out, vocab, rows = 48, 40, 37, 6
	r := rand.New(rand.NewPCG(7, 8))
	w, bias, table := randoms(r, out*in), randoms(r, out), randoms(r, vocab*in)
	x := randoms(r, rows*in)
	ids := []int32{0, 5, 36, 5, 17, 2}
	backendtest.Run(t, func(t *testing.T, _ string, b compute.Backend) {
		for _, dt := range []dtypes.DType{dtypes.Float32, dtypes.BFloat16} {
			cast := func(tt *tensors.Tensor) *tensors.Tensor {
				if dt == dtypes.Float32 {
					return tt
				}
				return toBF16(t, tt)
			}
			results := make([][]float32, 2)
			for i, kernel := range []bool{false, true} {
				store := model.NewStore()
				lin, emb := store.Scope("/lin"), store.Scope("/emb")
				wt := tensors.FromFlatDataAndDimensions(w, out, in)
				tt := tensors.FromFlatDataAndDimensions(table, vocab, in)
				var err error
				if kernel {
					if wt, err = TransposeMatrix(nil, cast(wt)); err != nil {
						t.Fatal(err)
					}
					if tt, err = TransposeMatrix(nil, cast(tt)); err != nil {
						t.Fatal(err)
					}
					_, err = lin.CreateVariable(KernelName, wt)
					if err == nil {
						_, err = emb.CreateVariable(KernelName, tt)
					}
				} else {
					if _, err = lin.CreateVariable("weight", cast(wt)); err == nil {
						_, err = emb.CreateVariable("weight", cast(tt))
					}
				}
				if err == nil {
					_, err = lin.CreateVariable("bias", cast(tensors.FromFlatDataAndDimensions(bias, out)))
				}
				if err != nil {
					t.Fatal(err)
				}
				res, err := model.CallOnce(b, store, func(root *model.Scope, x, ids *Node) *Node {
					x = ConvertDType(x, dt)
					y := ConvertDType(Linear(root.At("lin"), x), dtypes.Float32)
					e := Embedding(root.At("emb"), ids) // [rows, in]
					l := ConvertDType(TiedLogits(root.At("emb"), x), dtypes.Float32)
					return Concatenate([]*Node{y, ConvertDType(e, dtypes.Float32), l}, -1)
				}, tensors.FromFlatDataAndDimensions(x, rows, in), tensors.FromFlatDataAndDimensions(ids, rows))
				if err != nil {
					t.Fatal(err)
				}
				results[i], _ = tensors.CopyFlatData[float32](res)
			}
			tol := 1e-4
			if dt == dtypes.BFloat16 {
				tol = 0.05
			}
			for i, want := range results[0] {
				got := results[1][i]
				if math.Abs(float64(got-want)) > tol*math.Max(1, math.Abs(float64(want))) {
					t.Fatalf("%s: value %d (row %d, column %d): kernel layout %v, weight layout %v", dt, i, i/(out+in+vocab), i%(out+in+vocab), got, want)
				}
			}
			// The embedding columns are exact copies of the table rows.
			for row, id := range ids {
				for j := range in {
					want := table[int(id)*in+j]
					if dt == dtypes.BFloat16 {
						want = bfloat16.FromFloat32(want).Float32()
					}
					if got := results[1][row*(out+in+vocab)+out+j]; got != want {
						t.Fatalf("%s: embedding of id %d column %d = %v, want %v", dt, id, j, got, want)
					}
				}
			}
		}
	})
}

func toBF16(t *testing.T, x *tensors.Tensor) *tensors.Tensor {
	t.Helper()
	flat, err := tensors.CopyFlatData[float32](x)
	if err != nil {
		t.Fatal(err)
	}
	h := make([]bfloat16.BFloat16, len(flat))
	for i, v := range flat {
		h[i] = bfloat16.FromFloat32(v)
	}
	return tensors.FromFlatDataAndDimensions(h, x.Shape().Dimensions...)
}

// TestTransposeInto compares TransposeInto (tiles, strips, the leftover
// rows and columns) and the parallel split of TransposeMatrix with a naive
// transpose, in float32 and bfloat16, on shapes around the tile (8) and
// the strip widths.
func TestTransposeInto(t *testing.T) {
	shapes := [][2]int{{0, 0}, {0, 5}, {5, 0}, {1, 1}, {1, 9}, {9, 1}, {3, 5}, {7, 7}, {8, 8}, {8, 16}, {9, 17},
		{65, 130}, {129, 64}, {64, 129}, {100, 513}, {17, 1030}, {1030, 17}, {250, 1100}}
	for _, shape := range shapes {
		rows, cols := shape[0], shape[1]
		n := rows * cols
		f32 := make([]float32, n)
		bf := make([]bfloat16.BFloat16, n)
		for i := range n {
			f32[i] = float32(i) + 0.5
			bf[i] = bfloat16.BFloat16(i*7 + 1) // every bit pattern differs
		}
		testTransposeInto(t, "float32", f32, rows, cols)
		testTransposeInto(t, "bfloat16", bf, rows, cols)
	}
	if err := TransposeInto(make([]float32, 6), make([]float32, 5), 2, 3); err == nil {
		t.Error("a short source was transposed")
	}
	if err := TransposeInto(make([]float32, 5), make([]float32, 6), 2, 3); err == nil {
		t.Error("a short destination was written")
	}
}

func testTransposeInto[T float32 | bfloat16.BFloat16](t *testing.T, dt string, src []T, rows, cols int) {
	t.Helper()
	want := make([]T, len(src))
	for r := range rows {
		for c := range cols {
			want[c*rows+r] = src[r*cols+c]
		}
	}
	got := make([]T, len(src))
	if err := TransposeInto(got, src, rows, cols); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Errorf("%s %dx%d: TransposeInto differs from the naive transpose", dt, rows, cols)
	}
	clear(got)
	transposeParallel(got, src, rows, cols)
	if !slices.Equal(got, want) {
		t.Errorf("%s %dx%d: the parallel transpose differs from the naive one", dt, rows, cols)
	}
	clear(got)
	transposeStrips(got, src, rows, cols, 0, cols, tile8[T]) // the portable tiles, whatever the build
	if !slices.Equal(got, want) {
		t.Errorf("%s %dx%d: the scalar tiles differ from the naive transpose", dt, rows, cols)
	}
}

// BenchmarkTransposeMatrix transposes a Pegasus-large attention-sized
// matrix laid out both ways and the shared embedding (96103×1024), the
// bulk of a checkpoint's load-time work, into allocated memory: on one
// core (TransposeInto, as the loader runs it) and on all of them
// (TransposeMatrix's split). b.SetBytes counts the matrix once, so MB/s is
// the rate of the copy.
func BenchmarkTransposeMatrix(b *testing.B) {
	for _, shape := range [][2]int{{1024, 4096}, {4096, 1024}, {96103, 1024}} {
		rows, cols := shape[0], shape[1]
		src := make([]float32, rows*cols)
		for i := range src {
			src[i] = float32(i)
		}
		dst := make([]float32, rows*cols)
		b.Run(fmt.Sprintf("%dx%d/one-core", rows, cols), func(b *testing.B) {
			b.SetBytes(int64(4 * rows * cols))
			for b.Loop() {
				if err := TransposeInto(dst, src, rows, cols); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("%dx%d/all-cores", rows, cols), func(b *testing.B) {
			b.SetBytes(int64(4 * rows * cols))
			for b.Loop() {
				transposeParallel(dst, src, rows, cols)
			}
		})
	}
	const rows, cols = 1024, 4096
	src := make([]bfloat16.BFloat16, rows*cols)
	dst := make([]bfloat16.BFloat16, rows*cols)
	b.Run("1024x4096/bfloat16/one-core", func(b *testing.B) {
		b.SetBytes(2 * rows * cols)
		for b.Loop() {
			if err := TransposeInto(dst, src, rows, cols); err != nil {
				b.Fatal(err)
			}
		}
	})
}
