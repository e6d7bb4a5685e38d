package eval

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Example is one simplification with sentence-level measures: what a
// reader of a demo or a report wants to see beside each output.
type Example struct {
	Source, Output string
	// FKGLSource and FKGLOutput are the Flesch-Kincaid grade levels of the
	// two sentences (EASSE's formula applied to one sentence).
	FKGLSource, FKGLOutput float64
	// LengthRatio is chars(Output)/chars(Source) in code points (0 for an
	// empty source); Levenshtein is LevenshteinRatio(Source, Output).
	LengthRatio, Levenshtein float64
	// Invented lists the output's invented words (see InventedWords, with
	// the bundled wordfreq list) and Loop says whether it contains a
	// repeated 3-gram loop (see HasLoop).
	Invented []string
	Loop     bool
}

// Examples measures each pair (orig[i], sys[i]).
func Examples(orig, sys []string) ([]Example, error) {
	if len(orig) != len(sys) {
		return nil, fmt.Errorf("examples: %d sources, %d outputs", len(orig), len(sys))
	}
	lex, err := DefaultWordRanker()
	if err != nil {
		return nil, err
	}
	out := make([]Example, len(orig))
	for i := range orig {
		e := Example{Source: orig[i], Output: sys[i], FKGLSource: FKGL(orig[i]), FKGLOutput: FKGL(sys[i]),
			Levenshtein: LevenshteinRatio(orig[i], sys[i]), Loop: HasLoop(sys[i])}
		e.Invented, _ = InventedWords(orig[i], sys[i], lex)
		if n := utf8.RuneCountInString(orig[i]); n > 0 {
			e.LengthRatio = float64(utf8.RuneCountInString(sys[i])) / float64(n)
		}
		out[i] = e
	}
	return out, nil
}

// WriteExamples prints the examples as numbered source/output blocks with
// their measures; invented words and loops are named when there are any.
func WriteExamples(w io.Writer, ex []Example) error {
	var b strings.Builder
	for i, e := range ex {
		fmt.Fprintf(&b, "[%d] source: %s\n", i+1, e.Source)
		fmt.Fprintf(&b, "%*s output: %s\n", len(fmt.Sprint(i+1))+2, "", e.Output)
		fmt.Fprintf(&b, "%*s FKGL %.1f → %.1f, length ratio %.2f, Levenshtein similarity %.2f",
			len(fmt.Sprint(i+1))+2, "", e.FKGLSource, e.FKGLOutput, e.LengthRatio, e.Levenshtein)
		if len(e.Invented) > 0 {
			fmt.Fprintf(&b, ", invented: %s", strings.Join(e.Invented, " "))
		}
		if e.Loop {
			b.WriteString(", LOOP")
		}
		b.WriteString("\n\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
