package silver

import (
	"strings"
	"testing"
)

type wordSet map[string]bool

func (w wordSet) Known(s string) bool { return w[s] }

func TestInventedFilter(t *testing.T) {
	lex := wordSet{"the": true, "arm": true, "is": true, "long": true, "a": true}
	for _, c := range []struct {
		name string
		f    Invented
		pair Pair
		keep bool
	}{
		{"all known", Invented{Lexicon: lex}, Pair{"1", "The lever arm is long.", "The lever is long."}, true},
		{"one invented", Invented{Lexicon: lex}, Pair{"2", "The arm is long.", "The arm is lonng."}, false},
		{"one allowed", Invented{Max: 1, Lexicon: lex}, Pair{"3", "The arm is long.", "The arm is lonng."}, true},
		{"two, one allowed", Invented{Max: 1, Lexicon: lex}, Pair{"4", "The arm.", "The arm is lonng and thik."}, false},
		{"numbers and case", Invented{Lexicon: lex}, Pair{"5", "The UART arm 10a.", "A Uart arm 10b is long."}, true},
		// The bundled list: garbled words from the embedded model's output
		// are invented; technical words of the source and common words are
		// not.
		{"wordfreq garble", Invented{}, Pair{"6", "The switching element is cylindrical.",
			"The switchating element is cylricalrical."}, false},
		{"wordfreq clean", Invented{}, Pair{"7", "The thermoplastic substrate is laminated with a nonwoven web.",
			"The nonwoven web is laminated onto the thermoplastic substrate."}, true},
	} {
		got, err := c.f.Keep(c.pair)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.keep {
			t.Errorf("%s: Keep = %v, want %v", c.name, got, c.keep)
		}
	}
	if d := (Invented{}).Describe(); !strings.Contains(d, "more than 0 word(s)") || !strings.Contains(d, "wordfreq") {
		t.Errorf("Describe = %q", d)
	}
}

// TestInventedStepInPipeline: the step comes last, so a pair an earlier
// step removes is counted there, and a garbled pair that passes the paper's
// steps is removed by it.
func TestInventedStepInPipeline(t *testing.T) {
	c := DefaultCasola()
	c.ReadingEase, c.WordRank = neverSimpler, neverSimpler
	c.NoSimplicity = true
	pl := Pipeline{Filters: Casola(c)}
	garbled := Pair{"g", "The housing comprises a cylindrical wall which surrounds the switching element on all sides.",
		"The housing has a cylricalrical wall that surrounds the switchating element on all sides."}
	got, err := pl.Verdict(garbled)
	if err != nil {
		t.Fatal(err)
	}
	if want := stepIndex(t, pl.Filters, "invented-words"); got != want {
		t.Errorf("garbled pair removed by step %d, want %d (invented-words)", got, want)
	}
	clean := Pair{"c", garbled.Complex, "The housing has a round wall that surrounds the switching element on all sides."}
	if got, err := pl.Verdict(clean); err != nil || got != -1 {
		t.Errorf("clean pair: step %d, %v; want kept (-1)", got, err)
	}
}
