// Package models holds what patsimp's model packages share: backend selection
// here, layers in models/layers, and one sub-package per architecture.
package models

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
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

// XLAPluginEnv names an environment variable holding the path of a PJRT CPU
// plugin; when set it overrides the search of .xla/ (see XLACPUPlugin).
const XLAPluginEnv = "PATSIMP_XLA_PLUGIN"

// XLAPluginFile is the file name `make xla-plugin` installs into the project's
// .xla/ folder. It follows PJRT's pjrt_c_api_<name>_plugin.so convention, and
// the "cpu" in it is what makes go-xla treat the plugin as a CPU one (shared
// host/device buffers and its CPU-compiler workarounds).
const XLAPluginFile = "pjrt_c_api_cpu_plugin.so"

// ErrNoXLAPlugin is returned (wrapped) when "xla:cpu" is asked for and no
// plugin is installed.
var ErrNoXLAPlugin = errors.New("no XLA PJRT CPU plugin: run 'make xla-plugin' (installs .xla/" + XLAPluginFile + ") or set " + XLAPluginEnv)

// XLACPUPlugin returns the absolute path of the XLA PJRT CPU plugin:
//
//  1. $PATSIMP_XLA_PLUGIN if set (an error if that file does not exist);
//  2. else .xla/pjrt_c_api_cpu_plugin.so in the working directory or the
//     nearest parent that has one (the repository, for tests and `go run`);
//  3. else the same beside the executable or in its nearest parent (bin/patsimp
//     in a checkout finds the checkout's .xla/).
//
// It returns an error wrapping ErrNoXLAPlugin when none is found.
func XLACPUPlugin() (string, error) {
	if p := os.Getenv(XLAPluginEnv); p != "" {
		abs, err := filepath.Abs(p)
		if err != nil {
			return "", fmt.Errorf("$%s=%q: %w", XLAPluginEnv, p, err)
		}
		if _, err := os.Stat(abs); err != nil {
			return "", fmt.Errorf("$%s: %w", XLAPluginEnv, err)
		}
		return abs, nil
	}
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if exe, err := os.Executable(); err == nil {
		if exe, err = filepath.EvalSymlinks(exe); err == nil {
			starts = append(starts, filepath.Dir(exe))
		}
	}
	for _, dir := range starts {
		for {
			p := filepath.Join(dir, ".xla", XLAPluginFile)
			if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
				return p, nil
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	return "", fmt.Errorf("searched .xla/ from %s: %w", strings.Join(starts, " and "), ErrNoXLAPlugin)
}

// BackendSpec turns a user-facing backend name into a GoMLX configuration
// string:
//
//	""        → $GOMLX_BACKEND if set, else the pure-Go backend
//	"go"      → "go:parallelism=-1"
//	"xla:cpu" → "xla:/abs/path/pjrt_c_api_cpu_plugin.so", the plugin found by
//	            XLACPUPlugin ("xla:cpu" unchanged when none is found, which
//	            NewBackend reports as ErrNoXLAPlugin)
//	"xla"     → $GOMLX_BACKEND if it names an XLA plugin, else the CPU plugin
//	            as for "xla:cpu" when one is installed, else "xla:cuda"
//	other     → passed through unchanged (e.g. "xla:cuda",
//	            "xla:/abs/xla_cuda_plugin.so").
//
// XLA plugins are only ever loaded from disk: patsimp turns off go-xla's
// plugin downloader (as GOMLX_NO_AUTO_INSTALL=1 would) in every build. The CPU
// plugin is loaded by path with go-xla's defaults for a plugin whose name
// contains "cpu", which include shared buffers (no host-to-device copy of
// inputs; docs/xla.md), so no ",shared_buffers" option is needed.
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
	case "xla:cpu":
		if p, err := XLACPUPlugin(); err == nil {
			return "xla:" + p
		}
		return name
	case "xla":
		if strings.HasPrefix(env, "xla") {
			return env
		}
		if p, err := XLACPUPlugin(); err == nil {
			return "xla:" + p
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
	if spec == "xla:cpu" {
		_, err := XLACPUPlugin()
		return nil, fmt.Errorf("creating backend %q: %w", name, err)
	}
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

// Workload names a kind of work for DefaultBackend.
type Workload string

// The workloads whose commands pick their backend with DefaultBackend.
const (
	Train      Workload = "train"      // patsimp train
	Simplify   Workload = "simplify"   // patsimp simplify and tune (ACCESS beam search)
	Paraphrase Workload = "paraphrase" // patsimp paraphrase (Pegasus beam search)
)

// xlaFaster records the workloads for which XLA on the CPU beat the pure-Go
// backend on a 2-core machine, compilation included (docs/xla.md has the
// figures). Paraphrasing with a real Pegasus (568M parameters) is ~1.2×
// faster end to end on XLA; only toy checkpoints, whose compilation
// outweighs their steps, are faster on Go. Simplification is not one:
// XLA's faster steps only paid for its compilations at ~1,000 sentences,
// and lost below.
var xlaFaster = map[Workload]bool{
	Train:      true,
	Paraphrase: true,
}

// DefaultBackendEnv names an environment variable holding the backend name
// (as for --backend) every command uses when none is given, instead of the
// per-workload choice of DefaultBackend. `make test` sets it to "go": the
// command-line tests test commands, not backends (models/backendtest does).
const DefaultBackendEnv = "PATSIMP_BACKEND"

// DefaultBackend returns the backend name a command uses for w when no
// --backend is given: "" (meaning $GOMLX_BACKEND, see BackendSpec) when
// $GOMLX_BACKEND is set; else $PATSIMP_BACKEND if set; else "xla:cpu" when
// the XLA CPU plugin is installed (XLACPUPlugin) and XLA is the faster
// backend for w; else "go".
func DefaultBackend(w Workload) string {
	if os.Getenv(compute.ConfigEnvVar) != "" {
		return ""
	}
	if name := os.Getenv(DefaultBackendEnv); name != "" {
		return name
	}
	if xlaFaster[w] {
		if _, err := XLACPUPlugin(); err == nil {
			return "xla:cpu"
		}
	}
	return "go"
}

// BackendFor returns name, or DefaultBackend(w) when name is empty: the
// backend of a command whose --backend flag defaults to "".
func BackendFor(name string, w Workload) string {
	if name != "" {
		return name
	}
	return DefaultBackend(w)
}
