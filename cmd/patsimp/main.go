// Command patsimp is the patent-simplification toolkit: one binary with a
// subcommand per stage of the method (corpus, paraphrase, filter, split,
// train, simplify, eval, ...). Run "patsimp help" for the list.
//
// Each subcommand lives in its own file in this directory and registers
// itself from an init function; the commands only parse flags and call the
// library packages.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/pprof"
	"sort"
	"syscall"

	"github.com/patsimp/patsimp/data/conllu"
	"github.com/patsimp/patsimp/data/lines"
	"github.com/patsimp/patsimp/data/silver"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/data/uspto"
	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/models/pegasus"
)

// command is one patsimp subcommand.
type command struct {
	name    string
	summary string
	// run executes the command with the arguments after its name. stdin,
	// stdout and stderr are passed explicitly so tests can drive commands.
	run func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

var commands = map[string]*command{}

// register adds c to the command table; it is called from init functions.
func register(c *command) {
	if _, dup := commands[c.name]; dup {
		panic("patsimp: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

// Exit statuses, the same for every command (README "Exit status", patsimp
// help).
const (
	exitOK      = 0 // done; outputs complete
	exitFailure = 1 // runtime failure: a model or backend error, a full disk, an interrupt
	exitUsage   = 2 // usage or input error: bad flags, a missing or malformed input
)

// exitError carries a specific process exit status.
type exitError struct {
	code int
	err  error
	// reported: the message was printed already (by package flag).
	reported bool
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// stdinName names standard input in messages ("(stdin):2: blank line")
// and in job records (OUT.job). It is parenthesised like the other inputs
// that are not files ("(training pairs)"), so that it cannot be read as a
// path; records compare inputs by content, so the name does not affect
// resuming.
const stdinName = "(stdin)"

// usageErrorf returns an error that makes patsimp exit with status 2.
func usageErrorf(format string, args ...any) error {
	return &exitError{code: exitUsage, err: fmt.Errorf(format, args...)}
}

// exitStatus maps the error a command returned to the process exit status:
// an explicit exitError keeps its code; bad input (an error that names the
// file and line of a malformed input, or an input path that does not exist)
// is a usage error; anything else is a runtime failure.
func exitStatus(err error) int {
	var ee *exitError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ee):
		return ee.code
	case isInputError(err):
		return exitUsage
	}
	return exitFailure
}

// isInputError reports whether err is about input the user gave: one of
// the readers' file/line errors, a path that does not exist or is a
// directory where a file is wanted, an output that is an input, an
// unfinished run made from other inputs or settings (resuming needs the
// same command, or --restart), a vocabulary size the corpus cannot give, or
// a Sum4Simp reference file that lacks a pair's sentence.
func isInputError(err error) bool {
	var (
		line     *lines.Error
		doc      *uspto.Error
		tree     *conllu.Error
		opt      *pegasus.OptionError
		mismatch *jobfile.MismatchError
		size     *spm.VocabSizeError
	)
	return errors.As(err, &line) || errors.As(err, &doc) || errors.As(err, &tree) || errors.As(err, &opt) ||
		errors.As(err, &mismatch) || errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.EISDIR) ||
		errors.Is(err, jobfile.ErrSameAsInput) || errors.As(err, &size) || errors.Is(err, silver.ErrMissingReference)
}

// newFlagSet returns a flag set for a subcommand whose usage text starts
// with the command's synopsis and lists its flags.
func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("patsimp "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: patsimp %s %s\n\n", name, synopsis)
		if c, ok := commands[name]; ok {
			fmt.Fprintf(stderr, "%s\n\nflags:\n", c.summary)
		}
		fs.PrintDefaults()
	}
	return fs
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// parseFlags parses args into fs and maps -h and flag errors to exit status
// 0 and 2 respectively; package flag has printed the message and usage.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return &exitError{code: exitOK, err: err, reported: true}
		}
		return &exitError{code: exitUsage, err: err, reported: true}
	}
	return nil
}

// parseInterleaved is parseFlags for commands that take positional
// arguments among their flags ("--in a b --out c"): it returns the
// positional arguments in order. Everything after "--" is positional.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := parseFlags(fs, args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if i := len(args) - len(rest) - 1; i >= 0 && args[i] == "--" {
			return append(pos, rest...), nil
		}
		pos, args = append(pos, rest[0]), rest[1:]
	}
}

// checkOutputs refuses output paths that name an input or each other
// (the same path, or the same file through a link): writing them would
// destroy the input or one of the outputs. Empty paths are ignored.
func checkOutputs(inputs, outputs []string) error {
	seen := make([]string, 0, len(inputs)+len(outputs))
	seen = append(seen, inputs...)
	for _, out := range outputs {
		if out == "" {
			continue
		}
		for i, p := range seen {
			if p == "" || !samePath(p, out) {
				continue
			}
			if i < len(inputs) {
				return usageErrorf("output %s is the input %s: choose another output path", out, p)
			}
			return usageErrorf("output %s is given twice (as %s)", out, p)
		}
		seen = append(seen, out)
	}
	return nil
}

// samePath reports whether a and b name the same file: equal cleaned
// absolute paths, or the same existing file.
func samePath(a, b string) bool {
	if fa, err := filepath.Abs(a); err == nil {
		if fb, err := filepath.Abs(b); err == nil && fa == fb {
			return true
		}
	}
	sa, err := os.Stat(a)
	if err != nil {
		return false
	}
	sb, err := os.Stat(b)
	return err == nil && os.SameFile(sa, sb)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "patsimp — patent sentence simplification toolkit")
	fmt.Fprintln(w, "\nusage: patsimp <command> [flags]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-12s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun \"patsimp <command> -h\" for a command's flags.")
	fmt.Fprintln(w, "\nExit status: 0 success, 1 runtime failure (model, backend, disk, interrupt),")
	fmt.Fprintln(w, "2 usage or input error (bad flags; a missing or malformed input, named with file and line).")
	fmt.Fprintln(w, "A failing command leaves earlier output files as they were.")
}

// runMain dispatches args (without the program name) and returns the exit
// status.
func runMain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	name := args[0]
	switch name {
	case "help", "-h", "--help", "-help":
		if len(args) == 1 {
			usage(stdout)
			return exitOK
		}
		if len(args) > 2 {
			fmt.Fprintf(stderr, "patsimp help: want at most one command name, got %q\n", args[1:])
			return exitUsage
		}
		name, args = args[1], []string{args[1], "-h"}
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "patsimp: unknown command %q\n\n", name)
		usage(stderr)
		return exitUsage
	}
	err := c.run(args[1:], stdin, stdout, stderr)
	var ee *exitError
	if err != nil && !(errors.As(err, &ee) && ee.reported) {
		fmt.Fprintf(stderr, "patsimp %s: %v\n", name, err)
	}
	return exitStatus(err)
}

// cpuProfileEnv names the environment variable that makes any command
// write a Go CPU profile (go tool pprof) of its whole run to that file.
const cpuProfileEnv = "PATSIMP_CPUPROFILE"

func main() {
	stop, err := startCPUProfile(os.Getenv(cpuProfileEnv))
	if err != nil {
		fmt.Fprintf(os.Stderr, "patsimp: %s: %v\n", cpuProfileEnv, err)
		os.Exit(exitUsage)
	}
	code := runMain(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// startCPUProfile starts a CPU profile written to path (nothing when path
// is empty) and returns the function that ends it.
func startCPUProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(os.Stderr, "patsimp: %s: %v\n", cpuProfileEnv, err)
		}
	}, nil
}
