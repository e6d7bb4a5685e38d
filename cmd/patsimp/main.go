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
	"os"
	"sort"
	"strings"
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

// exitError carries a specific process exit status (2 for usage and input
// errors, as the eval command's contract requires).
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// usageErrorf returns an error that makes patsimp exit with status 2.
func usageErrorf(format string, args ...any) error {
	return &exitError{code: 2, err: fmt.Errorf(format, args...)}
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
// 0 and 2 respectively.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return &exitError{code: 0, err: err}
		}
		return &exitError{code: 2, err: err}
	}
	return nil
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
}

// runMain dispatches args (without the program name) and returns the exit
// status.
func runMain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "help", "-h", "--help", "-help":
		if len(args) > 1 {
			if c, ok := commands[args[1]]; ok {
				_ = c.run([]string{"-h"}, stdin, stdout, stderr)
				return 0
			}
		}
		usage(stdout)
		return 0
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "patsimp: unknown command %q\n\n", name)
		usage(stderr)
		return 2
	}
	err := c.run(args[1:], stdin, stdout, stderr)
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.code != 0 && !errors.Is(err, flag.ErrHelp) && !strings.HasPrefix(err.Error(), "flag provided but not defined") {
			fmt.Fprintf(stderr, "patsimp %s: %v\n", name, err)
		}
		return ee.code
	}
	fmt.Fprintf(stderr, "patsimp %s: %v\n", name, err)
	return 1
}

func main() {
	os.Exit(runMain(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
