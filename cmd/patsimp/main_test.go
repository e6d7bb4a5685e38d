package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"syscall"
	"testing"

	"github.com/patsimp/patsimp/data/conllu"
	"github.com/patsimp/patsimp/data/lines"
	"github.com/patsimp/patsimp/data/silver"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/data/uspto"
	"github.com/patsimp/patsimp/internal/jobfile"
)

// runCLI runs patsimp in-process and returns exit status, stdout and stderr.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runMain(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestHelpListsEveryCommand(t *testing.T) {
	code, out, _ := runCLI(t, "", "help")
	if code != 0 {
		t.Fatalf("help exit %d", code)
	}
	for name := range commands {
		if !strings.Contains(out, "  "+name) {
			t.Errorf("help output lacks command %q", name)
		}
	}
}

func TestEveryCommandHasHelp(t *testing.T) {
	for name := range commands {
		code, _, errOut := runCLI(t, "", name, "-h")
		if code != 0 {
			t.Errorf("%s -h: exit %d", name, code)
		}
		if !strings.Contains(errOut, "usage: patsimp "+name) {
			t.Errorf("%s -h: no usage line in %q", name, errOut)
		}
	}
}

func TestUnknownCommandExits2(t *testing.T) {
	code, _, errOut := runCLI(t, "", "no-such-command")
	if code != 2 || !strings.Contains(errOut, "unknown command") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
}

// TestExitStatus pins the exit-status convention: 2 for usage and input
// errors however deeply wrapped, 1 for everything else.
func TestExitStatus(t *testing.T) {
	wrap := func(err error) error { return fmt.Errorf("stage x: %w", err) }
	for _, tt := range []struct {
		name string
		err  error
		want int
	}{
		{"nil", nil, 0},
		{"usage", usageErrorf("--out is required"), 2},
		{"help", &exitError{code: 0, err: flag.ErrHelp}, 0},
		{"bad line", wrap(&lines.Error{File: "a.txt", Line: 3, Reason: "invalid UTF-8"}), 2},
		{"bad pair line", wrap(&silver.LineError{File: "b.tsv", Line: 1, Reason: "empty line"}), 2},
		{"bad document", wrap(&uspto.Error{File: "c.xml", Line: 2, Err: uspto.ErrInvalidUTF8}), 2},
		{"bad treebank", wrap(&conllu.Error{File: "d.conllu", Line: 4, Msg: "bad head"}), 2},
		{"missing file", wrap(&fs.PathError{Op: "open", Path: "e", Err: fs.ErrNotExist}), 2},
		{"directory", wrap(&fs.PathError{Op: "read", Path: "f", Err: syscall.EISDIR}), 2},
		{"output is input", wrap(jobfile.ErrSameAsInput), 2},
		{"other run's partial output", wrap(&jobfile.MismatchError{Output: "o"}), 2},
		{"vocabulary size", wrap(&spm.VocabSizeError{Size: 9, Reason: "too large"}), 2},
		{"locked output", wrap(jobfile.ErrLocked), 1},
		{"permission", wrap(&fs.PathError{Op: "open", Path: "g", Err: fs.ErrPermission}), 1},
		{"interrupt", wrap(context.Canceled), 1},
		{"anything else", errors.New("backend failed"), 1},
	} {
		if got := exitStatus(tt.err); got != tt.want {
			t.Errorf("%s: exit %d, want %d", tt.name, got, tt.want)
		}
	}
}

// TestStartCPUProfile: $PATSIMP_CPUPROFILE writes a gzipped pprof profile;
// an empty path does nothing and an unwritable one is an error.
func TestStartCPUProfile(t *testing.T) {
	stop, err := startCPUProfile("")
	if err != nil {
		t.Fatal(err)
	}
	stop()
	path := t.TempDir() + "/cpu.prof"
	if stop, err = startCPUProfile(path); err != nil {
		t.Fatal(err)
	}
	stop()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		t.Errorf("profile is not gzipped pprof data: % x", data[:min(len(data), 8)])
	}
	if _, err := startCPUProfile(t.TempDir() + "/missing/cpu.prof"); err == nil {
		t.Error("a profile in a missing directory started")
	}
}
