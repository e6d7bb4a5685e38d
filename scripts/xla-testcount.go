//go:build ignore

// xla-testcount reads `go test -json` on standard input, prints what plain
// `go test` would (one line per package, and the output of failing tests),
// and ends with a count of the tests run on the XLA backend: those with a
// name element starting with "xla" (the subtests of models/backendtest.Run).
// It exits 1 if any package or test failed, any line is not a test event, or
// no package was tested.
//
// Usage: go test -json ./... | go run scripts/xla-testcount.go
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type event struct {
	Action  string
	Package string
	Test    string
	Output  string
}

type count struct{ pass, fail, skip int }

func (c count) String() string {
	return fmt.Sprintf("%d passed, %d failed, %d skipped", c.pass, c.fail, c.skip)
}

func (c *count) add(action string) {
	switch action {
	case "pass":
		c.pass++
	case "fail":
		c.fail++
	case "skip":
		c.skip++
	}
}

func isXLA(test string) bool {
	for _, el := range strings.Split(test, "/") {
		if strings.HasPrefix(el, "xla") {
			return true
		}
	}
	return false
}

func main() {
	var all, xla count
	failed, packages := false, 0
	// Output of each running test, printed only if it fails.
	pending := map[string][]string{}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 64<<20)
	for in.Scan() {
		line := in.Bytes()
		var e event
		if err := json.Unmarshal(line, &e); err != nil || e.Action == "" {
			fmt.Printf("%s\n", line)
			failed = true
			continue
		}
		key := e.Package + " " + e.Test
		switch {
		case e.Action == "build-output":
			fmt.Print(e.Output)
		case e.Action == "build-fail":
			failed = true
		case e.Test == "" && e.Action == "output":
			if o := e.Output; o != "PASS\n" && o != "FAIL\n" && !strings.HasPrefix(o, "=== ") {
				fmt.Print(o)
			}
		case e.Test == "" && (e.Action == "pass" || e.Action == "fail" || e.Action == "skip"):
			packages++
			if e.Action == "fail" {
				failed = true
			}
		case e.Action == "output":
			pending[key] = append(pending[key], e.Output)
		case e.Action == "pass" || e.Action == "fail" || e.Action == "skip":
			all.add(e.Action)
			if isXLA(e.Test) {
				xla.add(e.Action)
			}
			if e.Action == "fail" {
				failed = true
				fmt.Print(strings.Join(pending[key], ""))
			}
			delete(pending, key)
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "xla-testcount: reading go test -json:", err)
		failed = true
	}
	if packages == 0 {
		fmt.Println("xla-testcount: no package results in the input")
		failed = true
	}
	fmt.Printf("tests: %v; XLA tests (names with an xla* element): %v\n", all, xla)
	if xla.pass+xla.fail == 0 {
		fmt.Println("################ NO XLA TESTS RAN: the XLA PJRT plugin is not installed (make xla-plugin) ################")
	}
	if failed {
		os.Exit(1)
	}
}
