package layers

import (
	"runtime"

	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"golang.org/x/sys/cpu"
)

// Products of reduced-precision (bfloat16, float16) matrices.
//
// The pure-Go backend (compute v0.1.6) has correct bfloat16 matrix
// products only with AVX-512. On an amd64 CPU without it, its AVX2
// bfloat16 kernel gives wrong sums for some operand layouts (a 64-wide
// product off by 0.5 in TestKernelLayoutMatchesWeight, Pegasus logits off
// by 25) and its other kernels run ~100 times slower than float32 ones.
// There the products below multiply the reduced-precision values as
// float32, converted exactly: the same products, summed in float32 as the
// bfloat16 kernels sum them, at the float32 kernels' speed.

// hasAVX512 is the CPU's AVX-512 (F, CD, BW, DQ and VL, the set the
// backend's kernels need).
var hasAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512CD && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512VL

// ReducedAsFloat32 reports whether reduced-precision matrix products on
// g's backend run as float32 products (see above): the pure-Go backend
// on an amd64 CPU without AVX-512.
func ReducedAsFloat32(g *Graph) bool {
	return reducedAsFloat32(g.Backend().String(), runtime.GOARCH, hasAVX512)
}

func reducedAsFloat32(backend, arch string, avx512 bool) bool {
	return backend == "go" && arch == "amd64" && !avx512
}

// DotGeneralReduced is DotGeneral that multiplies reduced-precision
// operands as float32 where ReducedAsFloat32, converting the result back
// to their dtype: the products of the models (and of bench.MatmulRate).
func DotGeneralReduced(x *Node, xContract, xBatch []int, y *Node, yContract, yBatch []int) *Node {
	dt := x.DType()
	if !isReduced(dt) || !ReducedAsFloat32(x.Graph()) {
		return DotGeneral(x, xContract, xBatch, y, yContract, yBatch)
	}
	z := DotGeneral(ConvertDType(x, dtypes.Float32), xContract, xBatch, ConvertDType(y, dtypes.Float32), yContract, yBatch)
	return ConvertDType(z, dt)
}

// einsum is Einsum that multiplies reduced-precision operands as float32
// where ReducedAsFloat32, converting the result back to their dtype.
func einsum(spec string, a, b *Node) *Node {
	dt := a.DType()
	if !isReduced(dt) || !ReducedAsFloat32(a.Graph()) {
		return Einsum(spec, a, b)
	}
	return ConvertDType(Einsum(spec, ConvertDType(a, dtypes.Float32), ConvertDType(b, dtypes.Float32)), dt)
}

// BFloat16Product multiplies a and b, contracting axis aAxis of a with
// axis bAxis of b (no batch axes), with their values rounded to bfloat16
// and the sums accumulated and returned in float32: the products of mixed
// precision training. Where ReducedAsFloat32 the rounded values are
// multiplied as float32, which gives the same products.
func BFloat16Product(a *Node, aAxis int, b *Node, bAxis int) *Node {
	a, b = ConvertDType(a, dtypes.BFloat16), ConvertDType(b, dtypes.BFloat16)
	if ReducedAsFloat32(a.Graph()) {
		return DotGeneral(ConvertDType(a, dtypes.Float32), []int{aAxis}, nil, ConvertDType(b, dtypes.Float32), []int{bAxis}, nil)
	}
	return Dot(a, b).WithOutputDType(dtypes.Float32).General([]int{aAxis}, nil, []int{bAxis}, nil)
}
