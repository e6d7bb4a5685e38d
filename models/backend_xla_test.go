package models_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlx/compute"
	"github.com/gomlx/gomlx/core/graph"

	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/backendtest"
)

// TestBackendsRunGraph runs one small graph (a matrix product, a softmax and
// a reduction) on every backend under test and checks it against values
// computed by hand.
func TestBackendsRunGraph(t *testing.T) {
	backendtest.Run(t, func(t *testing.T, name string, b compute.Backend) {
		exec, err := graph.NewExec(b, func(x *graph.Node) (*graph.Node, *graph.Node) {
			gram := graph.MatMul(x, graph.Transpose(x, 0, 1))
			return graph.ReduceAllSum(gram), graph.Softmax(graph.ConvertDType(x, x.DType()), -1)
		})
		if err != nil {
			t.Fatal(err)
		}
		out, err := exec.Call([][]float32{{1, 2}, {3, 4}})
		if err != nil {
			t.Fatal(err)
		}
		// x·xᵀ = [[5 11] [11 25]], sum 52.
		if got := out[0].Value().(float32); got != 52 {
			t.Errorf("sum of x·xᵀ = %v, want 52", got)
		}
		// softmax([a, a+1]) = [1/(1+e), e/(1+e)] = [0.26894142, 0.7310586].
		tol := backendtest.Tol(name, 1e-7, 1e-6)
		for i, row := range out[1].Value().([][]float32) {
			if d := float64(row[0]) - 0.26894142; d > tol || d < -tol {
				t.Errorf("softmax row %d = %v, want [0.26894142 0.7310586] ±%g", i, row, tol)
			}
		}
	})
}

func TestXLACPUPluginSearch(t *testing.T) {
	root := t.TempDir()
	plugin := filepath.Join(root, ".xla", models.XLAPluginFile)
	if err := os.MkdirAll(filepath.Dir(plugin), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(plugin, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	deep := filepath.Join(root, "a", "b")
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOMLX_BACKEND", "")

	t.Run("parent of working directory", func(t *testing.T) {
		t.Setenv(models.XLAPluginEnv, "")
		t.Chdir(deep)
		got, err := models.XLACPUPlugin()
		if err != nil || got != plugin {
			t.Fatalf("XLACPUPlugin() = %q, %v; want %q", got, err, plugin)
		}
		for _, name := range []string{"xla:cpu", "xla"} {
			if spec := models.BackendSpec(name); spec != "xla:"+plugin {
				t.Errorf("BackendSpec(%q) = %q, want %q", name, spec, "xla:"+plugin)
			}
		}
	})
	t.Run("environment overrides", func(t *testing.T) {
		other := filepath.Join(root, "other.so")
		if err := os.WriteFile(other, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Setenv(models.XLAPluginEnv, other)
		t.Chdir(deep)
		if got, err := models.XLACPUPlugin(); err != nil || got != other {
			t.Fatalf("XLACPUPlugin() = %q, %v; want %q", got, err, other)
		}
	})
	t.Run("environment names a missing file", func(t *testing.T) {
		t.Setenv(models.XLAPluginEnv, filepath.Join(root, "missing.so"))
		if _, err := models.XLACPUPlugin(); err == nil || !strings.Contains(err.Error(), "missing.so") {
			t.Fatalf("XLACPUPlugin() error = %v, want one naming missing.so", err)
		}
	})
	t.Run("none installed", func(t *testing.T) {
		t.Setenv(models.XLAPluginEnv, "")
		t.Chdir(t.TempDir())
		_, err := models.XLACPUPlugin()
		// The test binary's own directory may sit under a checkout with
		// .xla/ only when built there; go test builds in a temporary
		// directory, so nothing is found.
		if !errors.Is(err, models.ErrNoXLAPlugin) {
			t.Fatalf("XLACPUPlugin() error = %v, want ErrNoXLAPlugin", err)
		}
		if spec := models.BackendSpec("xla"); spec != "xla:cuda" {
			t.Errorf(`BackendSpec("xla") = %q, want "xla:cuda"`, spec)
		}
		if _, err := models.NewBackend("xla:cpu"); !errors.Is(err, models.ErrNoXLAPlugin) {
			t.Errorf(`NewBackend("xla:cpu") error = %v, want ErrNoXLAPlugin`, err)
		}
	})
}

func TestDefaultBackend(t *testing.T) {
	root := t.TempDir()
	plugin := filepath.Join(root, ".xla", models.XLAPluginFile)
	if err := os.MkdirAll(filepath.Dir(plugin), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(plugin, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(models.XLAPluginEnv, "")
	cases := []struct {
		name      string
		env, dir  string
		patsimp   string // $PATSIMP_BACKEND
		w         models.Workload
		flag      string
		want      string
		wantOfFor string
	}{
		{"train with plugin", "", root, "", models.Train, "", "xla:cpu", "xla:cpu"},
		{"simplify with plugin", "", root, "", models.Simplify, "", "go", "go"},
		{"paraphrase with plugin", "", root, "", models.Paraphrase, "", "xla:cpu", "xla:cpu"},
		{"paraphrase without plugin", "", t.TempDir(), "", models.Paraphrase, "", "go", "go"},
		{"train without plugin", "", t.TempDir(), "", models.Train, "", "go", "go"},
		{"flag overrides", "", root, "", models.Train, "go", "xla:cpu", "go"},
		{"PATSIMP_BACKEND overrides the rule", "", root, "go", models.Train, "", "go", "go"},
		{"PATSIMP_BACKEND and the flag", "", root, "go", models.Train, "xla:cpu", "go", "xla:cpu"},
		{"GOMLX_BACKEND overrides the default", "xla:cuda", root, "go", models.Train, "", "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("GOMLX_BACKEND", c.env)
			t.Setenv(models.DefaultBackendEnv, c.patsimp)
			t.Chdir(c.dir)
			if got := models.DefaultBackend(c.w); got != c.want {
				t.Errorf("DefaultBackend(%s) = %q, want %q", c.w, got, c.want)
			}
			if got := models.BackendFor(c.flag, c.w); got != c.wantOfFor {
				t.Errorf("BackendFor(%q, %s) = %q, want %q", c.flag, c.w, got, c.wantOfFor)
			}
		})
	}
}
