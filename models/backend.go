// Package models holds what patsimp's model packages share: backend selection
// here, layers in models/layers, and one sub-package per architecture.
package models

import (
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/gomlx/compute"
	// Registers the pure-Go backend and, unless built with -tags noxla, XLA.
	_ "github.com/gomlx/gomlx/backends/default"
)

// DefaultCPUParallelism is the worker count given to the pure-Go backend when
// the caller does not choose one. The backend's own default hangs on 2-core
// machines, so patsimp always sets it explicitly.
const DefaultCPUParallelism = -1

// BackendSpec turns a user-facing backend name into a GoMLX configuration
// string:
//
//	""     → $GOMLX_BACKEND if set, else the pure-Go backend
//	"go"   → "go:parallelism=-1"
//	"xla"  → $GOMLX_BACKEND if it names an XLA plugin, else "xla:cuda"
//	other  → passed through unchanged (e.g. "xla:/abs/xla_cuda_plugin.so").
func BackendSpec(name string) string {
	env := os.Getenv(compute.ConfigEnvVar)
	switch name {
	case "":
		if env != "" {
			return env
		}
		return fmt.Sprintf("go:parallelism=%d", DefaultCPUParallelism)
	case "go":
		return fmt.Sprintf("go:parallelism=%d", DefaultCPUParallelism)
	case "xla":
		if strings.HasPrefix(env, "xla") {
			return env
		}
		return "xla:cuda"
	}
	return name
}

// NewBackend creates the compute backend named by name (see BackendSpec).
// Errors name the configuration that failed; panics from the backend
// constructors are turned into errors.
func NewBackend(name string) (b compute.Backend, err error) {
	spec := BackendSpec(name)
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("creating backend %q: %v", spec, r)
		}
	}()
	if strings.HasPrefix(spec, "go") {
		b, err = quietly(func() (compute.Backend, error) { return compute.NewWithConfig(spec) })
	} else {
		b, err = compute.NewWithConfig(spec)
	}
	if err != nil {
		return nil, fmt.Errorf("creating backend %q: %w", spec, err)
	}
	return b, nil
}

var stdoutMu sync.Mutex

// quietly runs f with os.Stdout pointed at the null device. The pure-Go
// backend announces its parallelism setting on standard output, which would
// corrupt the output of commands that write results there (patsimp simplify
// with no --out); the announcement carries nothing the caller does not know.
func quietly(f func() (compute.Backend, error)) (compute.Backend, error) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return f()
	}
	defer null.Close()
	stdoutMu.Lock()
	defer stdoutMu.Unlock()
	saved := os.Stdout
	os.Stdout = null
	defer func() { os.Stdout = saved }()
	return f()
}
