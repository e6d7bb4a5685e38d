// Package backendtest gives model tests the compute backends to run on: the
// pure-Go backend always, and XLA on the CPU (the PJRT plugin installed by
// `make xla-plugin`) so that the StableHLO path GPUs take is tested too.
//
// A test loops over the backends with Run, one subtest per backend named by
// the backend ("go", "xla:cpu"), so `go test -run 'Test/xla'` selects the XLA
// half and the output of `make test` can count the XLA tests.
//
// When the plugin is not installed the "xla:cpu" subtests skip, naming the
// missing plugin; with CI=true they fail instead, so CI cannot silently stop
// testing XLA. $PATSIMP_TEST_BACKENDS (comma-separated, e.g. "go") narrows
// the list; `make test-nosimd` uses it, since SIMD does not change XLA.
package backendtest

import (
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/gomlx/compute"

	"github.com/patsimp/patsimp/models"
)

// Names of the backends under test.
const (
	Go  = "go"
	XLA = "xla:cpu"
)

// Env narrows the backends under test to a comma-separated list of names.
const Env = "PATSIMP_TEST_BACKENDS"

// Names returns the backends to test: Go and XLA, or those listed in
// $PATSIMP_TEST_BACKENDS.
func Names() []string {
	v := os.Getenv(Env)
	if v == "" {
		return []string{Go, XLA}
	}
	var names []string
	for n := range strings.SplitSeq(v, ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	return names
}

// IsXLA reports whether name is an XLA backend.
func IsXLA(name string) bool { return strings.HasPrefix(name, "xla") }

var (
	mu       sync.Mutex
	backends = map[string]compute.Backend{}
)

// Get returns the backend called name, created on first use and shared by
// every test of the binary (it is never finalized: compiled graphs cached by
// the backend's client are reused across tests). An XLA backend without an
// installed plugin skips t, or fails it under CI=true.
func Get(t testing.TB, name string) compute.Backend {
	t.Helper()
	mu.Lock()
	defer mu.Unlock()
	if b, ok := backends[name]; ok {
		return b
	}
	if IsXLA(name) {
		if _, err := models.XLACPUPlugin(); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("CI=true and the XLA backend is missing: %v", err)
			}
			t.Skipf("XLA backend not tested: %v", err)
		}
	}
	b, err := models.NewBackend(name)
	if err != nil {
		t.Fatal(err)
	}
	backends[name] = b
	return b
}

// Run runs f once per backend of Names as a subtest named after the backend.
func Run(t *testing.T, f func(t *testing.T, name string, b compute.Backend)) {
	t.Helper()
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			f(t, name, Get(t, name))
		})
	}
}

// Tol returns goTol on the pure-Go backend and xlaTol on XLA: XLA's CPU
// compiler fuses and reorders floating-point work (and uses its own GEMM and
// transcendental kernels), so results can differ from the Go backend's in
// the last bits, and a test states both bounds.
func Tol(name string, goTol, xlaTol float64) float64 {
	if IsXLA(name) {
		return xlaTol
	}
	return goTol
}
