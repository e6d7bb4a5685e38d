package depparse

import (
	"compress/gzip"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite unfinished.txt from the bundled patent sentences")

// unfinishedHeader starts unfinished.txt.
const unfinishedHeader = `# Words patents hardly ever end a phrase with (models/depparse/unfinished.go):
# counted by CountUnfinished(datasets/patents/sentences.txt.gz, 30, 0.01);
# regenerate with: go test ./models/depparse -run TestUnfinishedMatchesCorpus -update
`

// TestUnfinishedMatchesCorpus recounts the embedded list from the bundled
// patent sentences (or, with -update, rewrites it).
func TestUnfinishedMatchesCorpus(t *testing.T) {
	f, err := os.Open("../../datasets/patents/sentences.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	words, err := CountUnfinished(z, UnfinishedMinCount, UnfinishedMaxRate)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		text := unfinishedHeader + strings.Join(words, "\n") + "\n"
		if err := os.WriteFile("unfinished.txt", []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	var embedded []string
	for w := range unfinished() {
		embedded = append(embedded, w)
	}
	slices.Sort(embedded)
	if !slices.Equal(words, embedded) {
		t.Errorf("unfinished.txt lists %d words, the corpus gives %d; rerun with -update", len(embedded), len(words))
	}
	for _, w := range []string{"provides", "least", "each", "variety", "facilitate"} {
		if !slices.Contains(words, w) {
			t.Errorf("%q is not counted as unfinished", w)
		}
	}
	for _, w := range []string{"device", "formed", "invention", "shown"} {
		if slices.Contains(words, w) {
			t.Errorf("%q, which often ends a phrase, is counted as unfinished", w)
		}
	}
}

func TestCountUnfinished(t *testing.T) {
	text := strings.Repeat("The pump provides water.\nIt provides power, and it is quiet.\n", 5) + "The pump provides.\n"
	for _, tc := range []struct {
		minCount int
		maxRate  float64
		want     []string
	}{
		// "provides": 11 times, once before the end (9 %); "pump" 6 times,
		// "it", "and", "is" 5 ("It" is another word); "quiet", "water" and
		// "power" end phrases.
		{10, 0.1, []string{"provides"}},
		{10, 0.05, nil},
		{5, 0.1, []string{"and", "is", "it", "provides", "pump"}},
	} {
		got, err := CountUnfinished(strings.NewReader(text), tc.minCount, tc.maxRate)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("CountUnfinished(%d, %g) = %q, want %q", tc.minCount, tc.maxRate, got, tc.want)
		}
	}
}
