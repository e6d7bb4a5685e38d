package models

import (
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
		"xla":              "xla:cuda",
		"xla:/x/plugin.so": "xla:/x/plugin.so",
	}
	for in, want := range cases {
		if got := BackendSpec(in); got != want {
			t.Errorf("BackendSpec(%q) = %q, want %q", in, got, want)
		}
	}
}
