package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestPlainReporterLogsRateAndETA(t *testing.T) {
	var buf bytes.Buffer
	r := New(&buf, "paraphrase", 10, Options{Unit: "sentences", Interval: time.Nanosecond})
	time.Sleep(2 * time.Millisecond)
	r.Add(5)
	r.Done()
	out := buf.String()
	for _, want := range []string{"paraphrase: 5/10 sentences", "sentences/s", "ETA", "10/10"[:0] + "done"} {
		if !strings.Contains(out, want) {
			t.Errorf("output %q lacks %q", out, want)
		}
	}
}

func TestUnknownTotalHasNoETA(t *testing.T) {
	var buf bytes.Buffer
	r := New(&buf, "corpus", -1, Options{Interval: time.Hour})
	r.Add(3)
	r.Done()
	if out := buf.String(); strings.Contains(out, "ETA") || !strings.Contains(out, "corpus: 3 items") {
		t.Fatalf("unexpected output %q", out)
	}
}
