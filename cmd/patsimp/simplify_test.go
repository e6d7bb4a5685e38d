package main

import (
	"strings"
	"testing"
)

// TestSimplifyEmbeddedModel: with no --checkpoint, simplify reads stdin and
// writes one line per input sentence with the embedded model.
func TestSimplifyEmbeddedModel(t *testing.T) {
	in := "The present invention relates to a method for producing a coated substrate having improved adhesion.\n" +
		"The controller is configured to adjust the valve position in response to the measured pressure.\n"
	code, out, errs := runCLI(t, in, "simplify", "--beams", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := strings.Count(out, "\n"); n != 2 {
		t.Errorf("%d output lines for 2 inputs: %q", n, out)
	}
}

// TestDemo runs the demo on two embedded sample sentences: it must print
// the pairs with their measures and the corpus scores.
func TestDemo(t *testing.T) {
	code, out, errs := runCLI(t, "", "demo", "--n", "2", "--beams", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"[1] source: ", "[2] source: ", "output: ", "FKGL ", "SARI ", "BLEU ", "Sentences                       2",
		"invented words (people: ~0.2-0.4%)", "sentences with a repeated loop", "BLEU vs source (100 = copy)", "What the SARI below means"} {
		if !strings.Contains(out, want) {
			t.Errorf("demo output lacks %q:\n%s", want, out)
		}
	}
	if code, _, _ := runCLI(t, "", "demo", "--n", "-1"); code != 2 {
		t.Errorf("--n -1: exit %d, want 2", code)
	}
}
