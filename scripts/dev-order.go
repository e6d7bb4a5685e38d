//go:build ignore

// dev-order writes a development order that rules revisions are read from
// (reports/faithful/README.md): the shared GROBID corpus for revisions
// 73–114 (scripts/dev-order.sh, session 41) and the US training corpus
// since revision 115 (scripts/dev-order-us.sh, session 51). It keeps the
// sentences of CORPUS (one per line, as `patsimp corpus` writes them, plain
// or gzip) that are in none of the EXCLUDE files (plain or gzip text, one
// sentence per line), each once, sorted by the SHA-256 of
// "patsimp-dev-grobid-v1<TAB>sentence" (the key of the first order, kept so
// that it rebuilds byte for byte). Slice N is lines (N-1)*400+1 to N*400.
//
// Usage: go run scripts/dev-order.go CORPUS OUT EXCLUDE...
package main

import (
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: go run scripts/dev-order.go CORPUS OUT EXCLUDE...")
		os.Exit(2)
	}
	exclude := map[string]bool{}
	for _, path := range os.Args[3:] {
		if err := readLines(path, func(s string) { exclude[s] = true }); err != nil {
			fail(err)
		}
	}
	type keyed struct {
		key  [32]byte
		text string
	}
	var order []keyed
	seen := map[string]bool{}
	if err := readLines(os.Args[1], func(s string) {
		if s == "" || exclude[s] || seen[s] {
			return
		}
		seen[s] = true
		order = append(order, keyed{sha256.Sum256([]byte("patsimp-dev-grobid-v1\t" + s)), s})
	}); err != nil {
		fail(err)
	}
	slices.SortFunc(order, func(a, b keyed) int { return strings.Compare(string(a.key[:]), string(b.key[:])) })
	tmp := os.Args[2] + ".partial"
	f, err := os.Create(tmp)
	if err != nil {
		fail(err)
	}
	w := bufio.NewWriter(f)
	for _, k := range order {
		fmt.Fprintln(w, k.text)
	}
	if err := w.Flush(); err != nil {
		fail(err)
	}
	if err := f.Close(); err != nil {
		fail(err)
	}
	if err := os.Rename(tmp, os.Args[2]); err != nil {
		fail(err)
	}
	fmt.Fprintf(os.Stderr, "dev-order: %d sentences (%d slices of 400) in %s\n", len(order), (len(order)+399)/400, os.Args[2])
}

// readLines calls fn with each line of the file at path, gunzipped when the
// name ends in .gz.
func readLines(path string, fn func(string)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		defer z.Close()
		r = z
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fn(sc.Text())
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "dev-order:", err)
	os.Exit(1)
}
