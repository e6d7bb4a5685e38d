package store

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
)

func newTestStore(t *testing.T) *model.Store {
	t.Helper()
	s := model.NewStore()
	if _, err := s.CreateVariable("/enc/w", tensors.FromValue([][]float32{{1, 2, 3}, {4, 5, 6}})); err != nil {
		t.Fatal(err)
	}
	step, err := s.CreateVariable("/global_step", tensors.FromValue(int64(42)))
	if err != nil {
		t.Fatal(err)
	}
	step.SetTrainable(false)
	if err := s.SetRNGStateFromSeed(7); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSaveLoadRoundTrip(t *testing.T) {
	src := newTestStore(t)
	path := filepath.Join(t.TempDir(), "ckpt.safetensors")
	if err := Save(path, src, map[string]string{"state": `{"epoch":3}`}, nil); err != nil {
		t.Fatal(err)
	}
	dst := model.NewStore()
	meta, err := Load(path, dst)
	if err != nil {
		t.Fatal(err)
	}
	if meta["state"] != `{"epoch":3}` {
		t.Errorf("metadata = %v", meta)
	}
	tests := []struct {
		path      string
		want      string
		trainable bool
	}{
		{"/enc/w", "[[1 2 3] [4 5 6]]", true},
		{"/global_step", "42", false},
	}
	for _, tt := range tests {
		v := dst.GetVariable(tt.path)
		if v == nil {
			t.Fatalf("%s not restored", tt.path)
		}
		if got := fmt.Sprint(v.MustValue().Value()); got != tt.want {
			t.Errorf("%s = %s, want %s", tt.path, got, tt.want)
		}
		if v.Trainable != tt.trainable {
			t.Errorf("%s trainable = %v", tt.path, v.Trainable)
		}
	}
	rng := func(s *model.Store) string { return s.GetVariable("/#rngState").MustValue().String() }
	if rng(dst) != rng(src) {
		t.Errorf("rng state %s, want %s", rng(dst), rng(src))
	}
	// Loading into a store that has the variable with another shape fails.
	bad := model.NewStore()
	if _, err := bad.CreateVariable("/enc/w", tensors.FromValue([]float32{1})); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path, bad); err == nil || !strings.Contains(err.Error(), "/enc/w") {
		t.Errorf("shape mismatch: err = %v", err)
	}
	// Filtered save keeps only trainable variables.
	path2 := filepath.Join(t.TempDir(), "weights.safetensors")
	if err := Save(path2, src, nil, func(v *model.Variable) bool { return v.Trainable }); err != nil {
		t.Fatal(err)
	}
	f, err := ReadFile(path2)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(f.Names(), ","); got != "/enc/w" {
		t.Errorf("filtered names %q", got)
	}
}

func TestParseErrors(t *testing.T) {
	good := func() []byte {
		path := filepath.Join(t.TempDir(), "c.safetensors")
		if err := Save(path, newTestStore(t), nil, nil); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}()
	hugeHeader := append([]byte(nil), good...)
	binary.LittleEndian.PutUint64(hugeHeader, 1<<40)
	truncated := good[:len(good)-4]
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"short", []byte{1, 2}, "too short"},
		{"huge header", hugeHeader, "exceeds"},
		{"truncated data", truncated, "data offsets"},
		{"bad json", append([]byte{4, 0, 0, 0, 0, 0, 0, 0}, "{x}  "...), "header JSON"},
		{"bad dtype", withHeader(`{"a":{"dtype":"Q8","shape":[1],"data_offsets":[0,1]}}`, 1), "unknown dtype"},
		{"negative dim", withHeader(`{"a":{"dtype":"U8","shape":[-1],"data_offsets":[0,1]}}`, 1), "bad shape"},
	}
	for _, tt := range tests {
		if _, err := Parse(tt.data); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.want)
		}
	}
	if _, err := Parse(good); err != nil {
		t.Errorf("good file: %v", err)
	}
}

func withHeader(h string, dataLen int) []byte {
	b := make([]byte, 8, 8+len(h)+dataLen)
	binary.LittleEndian.PutUint64(b, uint64(len(h)))
	b = append(b, h...)
	return append(b, make([]byte, dataLen)...)
}

func FuzzParse(f *testing.F) {
	f.Add(withHeader(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"__metadata__":{"k":"v"}}`, 8))
	f.Add(withHeader(`{"a":{"dtype":"U8","shape":[],"data_offsets":[0,1]}}`, 1))
	f.Add([]byte("garbage"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse(data)
		if err != nil {
			return
		}
		for _, n := range file.Names() {
			if _, err := file.Tensor(n); err != nil {
				t.Fatalf("validated tensor %q unreadable: %v", n, err)
			}
		}
	})
}
