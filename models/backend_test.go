package models

import (
	"io"
	"os"
	"testing"

	"github.com/gomlx/gomlx/core/graph"
)

func TestNewBackendGoRunsGraph(t *testing.T) {
	b, err := NewBackend("go")
	if err != nil {
		t.Fatal(err)
	}
	defer b.Finalize()
	exec, err := graph.NewExec(b, func(x *graph.Node) *graph.Node {
		return graph.ReduceAllSum(graph.Mul(x, x))
	})
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Call([]float32{1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := out[0].Value().(float32); got != 14 {
		t.Fatalf("sum of squares = %v, want 14", got)
	}
}

func TestBackendSpec(t *testing.T) {
	t.Setenv("GOMLX_BACKEND", "")
	cases := map[string]string{
		"go":               "go:parallelism=-1",
		"xla:cuda":         "xla:cuda",
		"xla:/x/plugin.so": "xla:/x/plugin.so",
	}
	for in, want := range cases {
		if got := BackendSpec(in); got != want {
			t.Errorf("BackendSpec(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestNewBackendKeepsStdoutClean checks that creating the Go backend prints
// nothing on standard output (commands write their results there).
func TestNewBackendKeepsStdoutClean(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	saved := os.Stdout
	os.Stdout = w
	b, err := NewBackend("go")
	os.Stdout = saved
	w.Close()
	if err != nil {
		t.Fatal(err)
	}
	b.Finalize()
	out, _ := io.ReadAll(r)
	if len(out) != 0 {
		t.Fatalf("NewBackend wrote %q to stdout", out)
	}
}
