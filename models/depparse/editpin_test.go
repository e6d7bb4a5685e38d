package depparse

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var updatePin = flag.Bool("update-editpin", false, "rewrite testdata/editpin.sum with the current verdicts and EditsRevision")

// TestEditsRevisionPinned: the verdicts of the default tagged check on
// 1,172 development outputs (testdata/editpin.tsv: source, output, the
// bundled parser's heads and tags) hash to the digest that
// testdata/editpin.sum records for EditsRevision. simplify's job files
// name the rules by EditsRevision, so a change of verdicts under the same
// revision would let a resumed or repeated run keep outputs of the old
// rules as if they were of the new. When the rules change, bump
// EditsRevision and run
//
//	go test ./models/depparse -run TestEditsRevisionPinned -update-editpin
func TestEditsRevisionPinned(t *testing.T) {
	h := sha256.New()
	n, refused := 0, 0
	for _, r := range readEditpin(t) {
		ok, _ := EditCheck{}.WithTags(r.tags).Check(r.src, r.heads, Tokenize(r.out))
		fmt.Fprintf(h, "%v\n", ok) // the verdict, not its wording, decides the output
		n++
		if !ok {
			refused++
		}
	}
	got := fmt.Sprintf("%s %s\n", EditsRevision, hex.EncodeToString(h.Sum(nil)))
	if *updatePin {
		if err := os.WriteFile("testdata/editpin.sum", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote testdata/editpin.sum: %s (%d outputs, %d refused)", strings.TrimSpace(got), n, refused)
		return
	}
	b, err := os.ReadFile("testdata/editpin.sum")
	if err != nil {
		t.Fatal(err)
	}
	want := string(b)
	wantRev, wantSum, _ := strings.Cut(strings.TrimSpace(want), " ")
	gotRev, gotSum, _ := strings.Cut(strings.TrimSpace(got), " ")
	switch {
	case gotRev == wantRev && gotSum != wantSum:
		t.Fatalf("the check's verdicts on testdata/editpin.tsv changed under EditsRevision %s: bump EditsRevision, then rerun with -update-editpin", gotRev)
	case gotRev != wantRev:
		t.Fatalf("EditsRevision is %s, testdata/editpin.sum records %s: rerun with -update-editpin", gotRev, wantRev)
	}
	if n != 1172 {
		t.Errorf("%d outputs in testdata/editpin.tsv, want 1,172", n)
	}
}

// editpinRow is a row of testdata/editpin.tsv: a source, a development
// output, and the bundled parser's heads and tags of the source.
type editpinRow struct {
	line  int
	src   []string
	out   string
	heads []int
	tags  []string
}

// readEditpin reads testdata/editpin.tsv.
func readEditpin(t *testing.T) []editpinRow {
	t.Helper()
	f, err := os.Open("testdata/editpin.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []editpinRow
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 4 {
			t.Fatalf("editpin.tsv:%d: %d columns, want 4", line, len(cols))
		}
		src := Tokenize(cols[0])
		hs, tags := strings.Fields(cols[2]), strings.Fields(cols[3])
		if len(hs) != len(src) || len(tags) != len(src) {
			t.Fatalf("editpin.tsv:%d: %d words, %d heads, %d tags", line, len(src), len(hs), len(tags))
		}
		heads := make([]int, len(hs))
		for i, s := range hs {
			if heads[i], err = strconv.Atoi(s); err != nil {
				t.Fatalf("editpin.tsv:%d: head %d: %v", line, i+1, err)
			}
		}
		rows = append(rows, editpinRow{line, src, cols[1], heads, tags})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestEditCheckTextEnds runs the tagged check on every deletion that ends
// a source of testdata/editpin.tsv, and on every deletion of up to three
// words, with the source as it is and without its full stop (a title, a
// list item, a sentence the splitter cut): no rule may read past the last
// word. Slice 113 of the development order stopped a simplify job on a
// source without a full stop (rules revision 54 read the word after a
// deletion that ended the text).
func TestEditCheckTextEnds(t *testing.T) {
	checks := 0
	for _, r := range readEditpin(t) {
		variants := [][]string{r.src}
		if last := len(r.src) - 1; last > 0 && r.src[last] == "." && !slices.Contains(r.heads, last+1) {
			variants = append(variants, r.src[:last])
		}
		for _, src := range variants {
			c := EditCheck{}.WithTags(r.tags[:len(src)])
			for a := 0; a < len(src); a++ {
				for b := a + 1; b <= len(src); b++ {
					if b-a > 3 && b != len(src) {
						continue
					}
					out := slices.Concat(src[:a], src[b:])
					checks++
					func() {
						defer func() {
							if p := recover(); p != nil {
								t.Errorf("editpin.tsv:%d: deleting %q from %q: %v", r.line, strings.Join(src[a:b], " "), strings.Join(src, " "), p)
							}
						}()
						c.Check(src, r.heads[:len(src)], out)
					}()
				}
			}
		}
	}
	t.Logf("%d deletions checked", checks)
	if checks < 200000 {
		t.Errorf("%d deletions checked, want at least 200,000", checks)
	}
}
