package store

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
)

// TestCompact narrows float32 weights to bfloat16 and checks the restored
// values against hand-computed round-to-nearest-even results, the file
// size, and that other dtypes, metadata and trainability survive.
func TestCompact(t *testing.T) {
	s := model.NewStore()
	// 1+2^-8 is halfway between bf16 neighbours 1 and 1+2^-7: ties to even
	// (1). 1+3·2^-8 ties up to 1+2^-6. 1+2^-8+2^-20 rounds up. -2.5 and
	// 0.15625 (5·2^-5) are exact. 65536.5 rounds to 65536.
	in := []float32{1 + 1.0/256, 1 + 3.0/256, 1 + 1.0/256 + 1.0/(1<<20), -2.5, 0.15625, 65536.5}
	want := []float32{1, 1 + 1.0/64, 1 + 1.0/128, -2.5, 0.15625, 65536}
	if _, err := s.CreateVariable("/w", tensors.FromValue([][]float32{in[:3], in[3:]})); err != nil {
		t.Fatal(err)
	}
	step, err := s.CreateVariable("/global_step", tensors.FromValue(int64(42)))
	if err != nil {
		t.Fatal(err)
	}
	step.SetTrainable(false)
	dir := t.TempDir()
	full, small := filepath.Join(dir, "full.safetensors"), filepath.Join(dir, "small.safetensors")
	if err := Save(full, s, map[string]string{"k": "v"}, nil); err != nil {
		t.Fatal(err)
	}
	if err := Compact(full, small); err != nil {
		t.Fatal(err)
	}
	f, err := ReadFile(small)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.entries["/w"].DType; got != "BF16" {
		t.Errorf("/w stored as %s, want BF16", got)
	}
	if got := f.entries["/global_step"].DType; got != "I64" {
		t.Errorf("/global_step stored as %s, want I64", got)
	}
	if len(f.data) != len(in)*2+8 {
		t.Errorf("data section %d bytes, want %d", len(f.data), len(in)*2+8)
	}
	dst := model.NewStore()
	meta, err := Load(small, dst)
	if err != nil {
		t.Fatal(err)
	}
	if meta["k"] != "v" {
		t.Errorf("metadata %v", meta)
	}
	w := dst.GetVariable("/w").MustValue()
	if w.DType() != dtypes.Float32 {
		t.Fatalf("restored dtype %s, want float32", w.DType())
	}
	got := tensors.MustCopyFlatData[float32](w)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("value %d: %v → %v, want %v", i, in[i], got[i], want[i])
		}
	}
	if v := dst.GetVariable("/global_step"); v.Trainable || v.MustValue().Value().(int64) != 42 {
		t.Errorf("/global_step = %v, trainable %v", v.MustValue().Value(), v.Trainable)
	}
	// A bfloat16 variable of an ordinary checkpoint stays bfloat16.
	s2 := model.NewStore()
	bf := tensors.FromShape(shapes.Make(dtypes.BFloat16, 2))
	if _, err := s2.CreateVariable("/bf", bf); err != nil {
		t.Fatal(err)
	}
	plain := filepath.Join(dir, "plain.safetensors")
	if err := Save(plain, s2, nil, nil); err != nil {
		t.Fatal(err)
	}
	s3 := model.NewStore()
	if _, err := Load(plain, s3); err != nil {
		t.Fatal(err)
	}
	if dt := s3.GetVariable("/bf").MustValue().DType(); dt != dtypes.BFloat16 {
		t.Errorf("bfloat16 variable of a plain checkpoint restored as %s", dt)
	}
	if err := Compact(filepath.Join(dir, "missing"), small); err == nil {
		t.Error("no error for a missing source")
	}
	if _, err := os.Stat(small); err != nil {
		t.Error(err)
	}
}
