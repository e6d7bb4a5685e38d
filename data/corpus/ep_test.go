package corpus

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestEuropeanSamples pins what the corpus makes of the European samples
// (testdata/patents/ep): English Descriptions only, citations kept as text,
// the malformed file skipped with KeepGoing.
func TestEuropeanSamples(t *testing.T) {
	paths, err := filepath.Glob("../../testdata/patents/ep/*.xml.gz")
	if err != nil || len(paths) != 8 {
		t.Fatalf("samples: %v %v", paths, err)
	}
	var skipped []string
	var sents []Sentence
	rep, err := Process(context.Background(), paths, Options{KeepGoing: true,
		OnError: func(err error) { skipped = append(skipped, err.Error()) }},
		func(s Sentence) error { sents = append(sents, s); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if rep.Documents != 7 || rep.DocumentsBad != 1 || rep.DocumentsEmpty != 2 || rep.Kept != len(sents) || rep.Kept != 281 {
		// 286 before the text-only headings were dropped: "Brief
		// Description of the Drawings", "Description of the Preferred
		// Embodiments", two "Prophylactic activity of …" example
		// headings and "Japanese Patent No. 3898389 2." (a citation list
		// read as one line) of grobid_EP2338502A1.
		t.Errorf("report: %d documents (%d bad, %d empty), %d kept (%d sentences); want 7 (1, 2), 281",
			rep.Documents, rep.DocumentsBad, rep.DocumentsEmpty, rep.Kept, len(sents))
	}
	if len(skipped) != 1 || !strings.Contains(skipped[0], "epo_v1-5-1-A1-2.xml.gz: byte 16670 (line 308)") {
		t.Errorf("skipped %q", skipped)
	}
	const cited = "Attention is also drawn to the disclosures of EP-A-1 024 033 (prior art under Article 54(3)EPC), JP-A-2000219016 and EP-A-0 776 776."
	found := false
	for _, s := range sents {
		found = found || s.Text == cited
	}
	if !found {
		t.Errorf("no sentence %q", cited)
	}
}
