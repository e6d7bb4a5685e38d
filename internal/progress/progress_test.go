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

// A resumed job's rate and ETA count only the items of this run: 10 items
// in 10 s after resuming at 1,200 of 2,400 is 1 item/s, with 1,190 left.
func TestResumedRateCountsThisRunOnly(t *testing.T) {
	var buf bytes.Buffer
	r := New(&buf, "training", 2400, Options{Unit: "updates", Start: 1200, Interval: time.Hour})
	r.Add(10)
	got := r.line(r.start.Add(10 * time.Second))
	for _, want := range []string{"training: 1210/2400 updates", "(1.0 updates/s", "ETA 19m50s"} {
		if !strings.Contains(got, want) {
			t.Errorf("line %q lacks %q", got, want)
		}
	}
}
