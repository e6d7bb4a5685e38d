package depparse

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
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
	f, err := os.Open("testdata/editpin.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	h := sha256.New()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n, refused := 0, 0
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
		ok, _ := EditCheck{}.WithTags(tags).Check(src, heads, Tokenize(cols[1]))
		fmt.Fprintf(h, "%v\n", ok) // the verdict, not its wording, decides the output
		n++
		if !ok {
			refused++
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
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
