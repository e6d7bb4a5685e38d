package layers

import (
	"math"
	"math/rand/v2"
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

// BenchmarkTransposeMatrix transposes a Pegasus-large feed-forward weight
// (4096×1024 float32), the bulk of a checkpoint's load-time work.
func BenchmarkTransposeMatrix(b *testing.B) {
	const rows, cols = 4096, 1024
	in := tensors.FromFlatDataAndDimensions(make([]float32, rows*cols), rows, cols)
	for b.Loop() {
		out, err := TransposeMatrix(nil, in)
		if err != nil {
			b.Fatal(err)
		}
		out.FinalizeAll()
	}
	b.ReportMetric(float64(rows*cols)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Melem/s")
}
