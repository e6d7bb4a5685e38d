package main

import (
	"fmt"
	"io"
	"runtime"
)

// version is set at link time with -ldflags "-X main.version=...".
var version = "dev"

func init() {
	register(&command{
		name:    "version",
		summary: "print the patsimp version and Go runtime",
		run: func(args []string, _ io.Reader, stdout, stderr io.Writer) error {
			fs := newFlagSet("version", "", stderr)
			if err := parseFlags(fs, args); err != nil {
				return err
			}
			if fs.NArg() > 0 {
				return usageErrorf("unexpected arguments %q", fs.Args())
			}
			fmt.Fprintf(stdout, "patsimp %s (%s, %s/%s)\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
			return nil
		},
	})
}
