package eval

import (
	"math"
	"slices"
	"strings"
	"testing"
)

func TestExamples(t *testing.T) {
	// The longest common subsequence of "The cat sat." and "A dog." is
	// " ." (2), so the indel distance is 12 + 6 − 2·2 = 14 and the ratio
	// 1 − 14/18. FKGL is EASSE's (tested against it in readability_test).
	src := "The committee examined the complicated legislation carefully."
	ex, err := Examples([]string{"The cat sat.", "", src}, []string{"A dog.", "x", "They read the law."})
	if err != nil {
		t.Fatal(err)
	}
	e := ex[0]
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"length ratio", e.LengthRatio, 6.0 / 12},
		{"Levenshtein", e.Levenshtein, 1 - 14.0/18},
		{"FKGL source", ex[2].FKGLSource, FKGL(src)},
		{"FKGL output", ex[2].FKGLOutput, FKGL("They read the law.")},
		{"empty source length ratio", ex[1].LengthRatio, 0},
	} {
		if math.Abs(c.got-c.want) > 1e-9 {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if !(ex[2].FKGLSource > ex[2].FKGLOutput) {
		t.Errorf("FKGL %v → %v: the long sentence should grade higher", ex[2].FKGLSource, ex[2].FKGLOutput)
	}
	var b strings.Builder
	if err := WriteExamples(&b, ex[:1]); err != nil {
		t.Fatal(err)
	}
	want := "[1] source: The cat sat.\n    output: A dog.\n    FKGL 0.0 → 0.0, length ratio 0.50, Levenshtein similarity 0.22\n\n"
	if b.String() != want {
		t.Errorf("WriteExamples wrote %q, want %q", b.String(), want)
	}
	g, err := Examples([]string{"The switching arm."}, []string{"The switchating arm of the arm of the arm."})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(g[0].Invented, []string{"switchating"}) || !g[0].Loop {
		t.Errorf("garbled example: invented %q, loop %v", g[0].Invented, g[0].Loop)
	}
	b.Reset()
	if err := WriteExamples(&b, g); err != nil {
		t.Fatal(err)
	}
	if want := ", invented: switchating, LOOP\n\n"; !strings.HasSuffix(b.String(), want) {
		t.Errorf("WriteExamples wrote %q, want it to end in %q", b.String(), want)
	}
	if _, err := Examples([]string{"a"}, nil); err == nil {
		t.Error("no error for mismatched lengths")
	}
}
