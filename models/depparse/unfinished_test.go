package depparse

import (
	"bytes"
	"compress/gzip"
	"flag"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite unfinished.txt from the bundled patent sentences")

// unfinishedHeader starts unfinished.txt.
const unfinishedHeader = `# Words patents hardly ever end a phrase with (models/depparse/unfinished.go):
# counted by CountUnfinished(datasets/patents/sentences.txt.gz, 30, 0.01), then,
# as "a WORD" (after "a" or "an"), "the WORD" (after "the", "of" following in
# at least half of its uses) and "_ WORD" (a participle after a noun), by
# CountUnfinishedInContext(datasets/patents/sentences.txt.gz, 20, 0.03);
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
	text, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	words, err := CountUnfinished(bytes.NewReader(text), UnfinishedMinCount, UnfinishedMaxRate)
	if err != nil {
		t.Fatal(err)
	}
	inContext, err := CountUnfinishedInContext(bytes.NewReader(text), ContextMinCount, ContextMaxRate)
	if err != nil {
		t.Fatal(err)
	}
	words = append(words, inContext...)
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
	if sorted := slices.Sorted(slices.Values(words)); !slices.Equal(sorted, embedded) {
		t.Errorf("unfinished.txt lists %d words, the corpus gives %d; rerun with -update", len(embedded), len(words))
	}
	for _, w := range []string{"provides", "least", "each", "variety", "facilitate"} {
		if !slices.Contains(words, w) {
			t.Errorf("%q is not counted as unfinished", w)
		}
	}
	for _, w := range []string{"a size", "a level", "a pressure", "_ positioned", "_ mounted"} {
		if !slices.Contains(words, w) {
			t.Errorf("%q is not counted as unfinished", w)
		}
	}
	for _, w := range []string{"device", "formed", "invention", "shown", "a valve", "a result", "_ removed", "_ desired"} {
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

func TestCountUnfinishedInContext(t *testing.T) {
	// "a size" 4 times, once at the end (25 %); "a valve" twice, both at an
	// end; "nozzle positioned" 4 times, never at an end; "is positioned"
	// (after an auxiliary) is not counted in a context; "seed" is no
	// participle. "the amount" 4 times, 3 with "of", once at the end; "the
	// head" 4 times and "the stacked" once, never with "of"; "the rest"
	// twice, once with "of" (half).
	text := strings.Repeat("It is ground to a size of 2 mm.\nThe nozzle positioned in the head sprays.\nIt adds the amount of water.\n", 3) +
		"It has a size.\nThe line has a valve.\nA valve, and a pump.\nThe nozzle positioned so as to spray.\n" +
		"The head is positioned.\nThe stacked plates.\nThe red seed.\nIt sets the amount.\n" +
		"The rest of it.\nThe rest is here.\n"
	for _, tc := range []struct {
		minCount int
		maxRate  float64
		want     []string
	}{
		{4, 0.01, []string{"_ positioned"}},
		{4, 0.3, []string{"_ positioned", "a size", "the amount"}},
		{2, 0.3, []string{"_ positioned", "a size", "the amount", "the rest"}},
		{2, 1.01, []string{"_ positioned", "a size", "a valve", "the amount", "the rest"}},
	} {
		got, err := CountUnfinishedInContext(strings.NewReader(text), tc.minCount, tc.maxRate)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("CountUnfinishedInContext(%d, %g) = %q, want %q", tc.minCount, tc.maxRate, got, tc.want)
		}
	}
}
