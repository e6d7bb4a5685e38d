package train

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/patsimp/patsimp/internal/jobfile"
)

// TestCorpusInputValue pins the fingerprint of a corpus, which training
// and tuning runs record and compare to resume: one
// "complex<TAB>ref1<TAB>ref2…" line per complex sentence. The sums are
// sha256sum's of those bytes (printf '…' | sha256sum); for a two-column
// TSV they are the file's own bytes.
func TestCorpusInputValue(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("pairs.tsv", "The housing (12) has an aperture.\tThe box has a hole.\nIt is fixed.\tIt is held.\n")
	write("multi.complex", "A valve is opened.\nIt is fixed.\n")
	write("multi.simple.0", "The valve opens.\nIt is held.\n")
	write("multi.simple.1", "A valve opens.\nIt stays.\n")
	for _, tc := range []struct {
		prefix string
		size   int64
		sum    string
	}{
		{"pairs.tsv", 79, "571745d1509fdfb911df61ddb5cfbe45d62070465468b6fcf1dabddf50affdb9"},
		{"multi", 86, "2fd2f9b012c02923811d4e590fa740757cf32dc2600998c358bc4356abe34a44"},
	} {
		c, err := ReadCorpus(filepath.Join(dir, tc.prefix))
		if err != nil {
			t.Fatal(err)
		}
		want := jobfile.Input{Path: "(training pairs)", Size: tc.size, SHA256: tc.sum}
		if got := corpusInput("(training pairs)", c); got != want {
			t.Errorf("%s: corpusInput = %+v, want %+v", tc.prefix, got, want)
		}
	}
	if got, err := jobfile.HashFile(filepath.Join(dir, "pairs.tsv")); err != nil || got.SHA256 != "571745d1509fdfb911df61ddb5cfbe45d62070465468b6fcf1dabddf50affdb9" {
		t.Errorf("the two-column TSV's own sum: %+v, %v", got, err)
	}
}
