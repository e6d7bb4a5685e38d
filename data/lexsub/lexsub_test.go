package lexsub

import (
	"slices"
	"strings"
	"testing"
)

const testTable = `# a comment
approximately	about
prior to	before
utilizes	uses
analogous	similar
employed	used
portion	part
the majority of	most of
beneath	under
within	in	not before a number
within the scope of	in	not before a number
requires	needs	not before that
`

func TestRewrite(t *testing.T) {
	tab, err := Parse(strings.NewReader(testTable), "test.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"It weighs approximately 5 g.", "It weighs about 5 g."},
		{"Approximately 5 g is used.", "About 5 g is used."},
		{"It is dried prior to use.", "It is dried before use."},
		{"It is dried prior  to use.", "It is dried prior  to use."}, // not single spaces
		{"The majority of the cells die.", "Most of the cells die."},
		{"an analogous method", "a similar method"},
		{"An analogous method", "A similar method"},
		{"a portion", "a part"},
		{"an approximately flat face", "an about flat face"}, // both vowels: unchanged article
		{"a beneath", "an under"},
		{"The portion's edge.", "The part's edge."},
		{"the front-portion and portion-wise", "the front-portion and portion-wise"}, // hyphenated
		{"Rear Portion Inc. makes a portion.", "Rear Portion Inc. makes a part."},    // a name
		{"APPROXIMATELY", "APPROXIMATELY"},                                           // all capitals
		{"portions", "portions"},                                                     // no inflection
		{"It works. Approximately half fails.", "It works. About half fails."},
		{"portion2 and 2portion", "portion2 and 2portion"},
		{"It utilizes, employed and portion.", "It uses, used and part."},
		{"nothing here", "nothing here"},
		{"", ""},
		// "not before a number"
		{"within the housing", "in the housing"},
		{"Within the housing", "In the housing"},
		{"within 5%", "within 5%"},
		{"within ±10%", "within ±10%"},
		{"within  -3 dB", "within  -3 dB"},
		{"within about 5 minutes", "within about 5 minutes"},
		{"within a few seconds", "within a few seconds"},
		{"within a second", "in a second"},
		{"within five minutes", "within five minutes"},
		{"within fivefold", "in fivefold"},
		{"within", "in"},
		{"within the scope of 5 claims", "in the scope of 5 claims"}, // the longest phrase is before a number, "within" alone is not
		{"within the scope of the claims", "in the claims"},
		// "not before that"
		{"It requires a tool.", "It needs a tool."},
		{"It requires that the valve be closed.", "It requires that the valve be closed."},
		{"It requires  That.", "It requires  That."},
		{"It requires thatch.", "It needs thatch."},
		{"It requires", "It needs"},
		// a word in quotes is named, not used (rewrite revision 3)
		{"such terms as “front,” “within,” and the like", "such terms as “front,” “within,” and the like"},
		{"As used herein \"approximately\" means", "As used herein \"approximately\" means"},
		{"“within” and within", "“within” and in"},
		// a capital "A" inside a sentence is a label, not an article (rewrite revision 4)
		{"Movement of the burner A within the area A.", "Movement of the burner A in the area A."},
		{"A beneath", "An under"},
		{"It works. A beneath", "It works. An under"},
		// not beside its own substitute across a coordinator (rewrite revision 5)
		{"It utilizes and uses a tool.", "It utilizes and uses a tool."},
		{"It uses or utilizes a tool.", "It uses or utilizes a tool."},
		{"It uses, utilizes and reuses a tool.", "It uses, utilizes and reuses a tool."},
		{"It reuses and utilizes a tool.", "It reuses and uses a tool."},
		{"It utilizes and usefully applies a tool.", "It uses and usefully applies a tool."},
	} {
		if got := tab.Rewrite(tc.in); got != tc.want {
			t.Errorf("Rewrite(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestRewriteOpeners(t *testing.T) {
	tab, err := Parse(strings.NewReader(testTable+"however,\t\nin some embodiments,\t\nit should also be noted that\t\nnote that\t\n"), "test.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"However, the valve opens.", "The valve opens."},
		{"however, the valve opens.", "The valve opens."},
		{"In some embodiments, approximately 5 g is used.", "About 5 g is used."}, // then the substitutions
		{"In some embodiments,  a portion is cut.", "A part is cut."},             // two spaces
		{"However, 5 g is used.", "5 g is used."},
		{"However, pH is measured.", "pH is measured."},   // a capital inside: not capitalized
		{"However, p1=gas pressure.", "p1=gas pressure."}, // a formula: not capitalized (rewrite revision 3)
		{"However, x is the distance.", "x is the distance."},
		{"However, a valve opens.", "A valve opens."},
		{"However, Smith agrees.", "Smith agrees."},
		{"It opens. However, it closes.", "It opens. It closes."},
		{"(However, it closes.)", "(It closes.)"},
		{"It opens; however, it closes.", "It opens; however, it closes."}, // not a sentence start
		{"It opens, however, slowly.", "It opens, however, slowly."},
		{"However it closes.", "However it closes."},       // no comma
		{"However,it closes.", "However,it closes."},       // no space
		{"However, (it) closes.", "However, (it) closes."}, // no word next
		{"However,", "However,"},
		{"HOWEVER, it closes.", "HOWEVER, it closes."}, // all capitals
		{"In Some Embodiments, it closes.", "In Some Embodiments, it closes."},
		{"In some further embodiments, it closes.", "In some further embodiments, it closes."},
		{"Thus, however, it closes.", "Thus, however, it closes."},
		{"Über-however, it closes.", "Über-however, it closes."},
		// openers in a row, and openers ending in "that"
		{"However, in some embodiments, the valve opens.", "The valve opens."},
		{"It should also be noted that the valve opens.", "The valve opens."},
		{"However, it should also be noted that when heated, it opens.", "When heated, it opens."},
		{"Note that FIG. 2 shows it.", "FIG. 2 shows it."},
		{"It opens. Note that it closes.", "It opens. It closes."},
		{"It should be noted that it closes.", "It should be noted that it closes."}, // not listed
		{"Note that, in FIG. 2, it closes.", "Note that, in FIG. 2, it closes."},     // no word next
		{"Note that", "Note that"},
		{"It is clear; note that it closes.", "It is clear; note that it closes."}, // not a sentence start
		{"Note thatched roofs.", "Note thatched roofs."},
		// a second clause of the opener's "that" would hang without it
		{"Note that FIG. 1 shows I, and that Q is similar.", "Note that FIG. 1 shows I, and that Q is similar."},
		{"Note that it opens or that it closes.", "Note that it opens or that it closes."},
		{"Note that it opens and closes, and thatch burns.", "It opens and closes, and thatch burns."},
		{"However, it opens, and that is all.", "It opens, and that is all."}, // a comma opener has no "that"
		// rewrite revision 2: the opener is what "such as" gives an example of
		{"In some embodiments, such as the one of FIG. 6, the valve opens.", "In some embodiments, such as the one of FIG. 6, the valve opens."},
		{"In some embodiments, Such as it is, it opens.", "In some embodiments, Such as it is, it opens."},
		{"However, suchlike valves open.", "Suchlike valves open."},
	} {
		if got := tab.Rewrite(tc.in); got != tc.want {
			t.Errorf("Rewrite(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := slices.Collect(tab.Openers()); !slices.Equal(got, []string{"however,", "in some embodiments,", "it should also be noted that", "note that"}) {
		t.Errorf("Openers = %q", got)
	}
	if n := tab.Len(); n != 11 {
		t.Errorf("Len = %d, want the 11 substitutions", n)
	}
}

func TestSynonym(t *testing.T) {
	tab, err := Parse(strings.NewReader(testTable), "test.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		word, sub string
		want      bool
	}{
		{"utilizes", "uses", true},
		{"prior to", "before", true},
		{"the majority of", "most of", true},
		{"utilizes", "use", false},  // another form
		{"uses", "utilizes", false}, // the other way round
		{"portion", "piece", false},
		{"water", "liquid", false},
	} {
		if got := tab.Synonym(tc.word, tc.sub); got != tc.want {
			t.Errorf("Synonym(%q, %q) = %v, want %v", tc.word, tc.sub, got, tc.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"approximately about\n", "t.tsv:1: want FROM<TAB>TO"},
		{"a\tb\tc\n", "t.tsv:1: want FROM<TAB>TO"},
		{"a\tb\tnot before a number\t\n", "t.tsv:1: want FROM<TAB>TO"},
		{"a\t\tnot before a number\n", "t.tsv:1: want FROM<TAB>TO"},
		{"a\tb\tnot before a Number\n", "t.tsv:1: want FROM<TAB>TO or FROM<TAB>TO<TAB>not before a number (or not before that)"},
		{"a\tb\tnot before That\n", "t.tsv:1: want FROM<TAB>TO"},
		{"# c\n\nApproximately\tabout\n", `t.tsv:3: "Approximately": not lower-case`},
		{"x\ty\nx\tz\n", `t.tsv:2: "x" is listed twice`},
		{"prior  to\tbefore\n", `t.tsv:1: "prior  to": empty, or words not separated by single spaces`},
		{"a b c d e\tf\n", "more than 4 words"},
		{"same\tsame\n", "substitutes itself"},
		{"5 g\tfive\n", "not lower-case words"},
		{"\xff\tx\n", "not UTF-8"},
		{"# only a comment\n", "t.tsv: no substitutions"},
		{"however\t\n", `t.tsv:1: "however" has no substitute`},
		{"note thatt\t\n", `t.tsv:1: "note thatt" has no substitute`},
		{"that\t\n", `t.tsv:1: "that" has no substitute`},
		{"It should be noted that\t\n", `"It should be noted that": not lower-case`},
		{"a b c d e f g h that\t\n", "more than 8 words"},
		{"however,\t\nhowever,\t\n", `t.tsv:2: opener "however," is listed twice`},
		{"How ever,\t\n", `"How ever": not lower-case`},
		{"a, b,\t\n", `"a, b": not lower-case`},
		{"a b c d e f g h i,\t\n", "more than 8 words"},
		{"however,\tbut\n", `"however,": not lower-case`},
	} {
		_, err := Parse(strings.NewReader(tc.in), "t.tsv")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want an error with %q", tc.in, err, tc.want)
		}
	}
}

func TestDefault(t *testing.T) {
	tab, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if tab.Len() < 50 {
		t.Errorf("the embedded table has %d substitutions", tab.Len())
	}
	if !strings.HasPrefix(tab.String(), "lexsub substitutions.tsv (") {
		t.Errorf("String() = %q", tab.String())
	}
	in := "The device utilizes approximately 5 g, prior to the test, in a portion of the housing."
	want := "The device uses about 5 g, before the test, in a part of the housing."
	if got := tab.Rewrite(in); got != want {
		t.Errorf("Rewrite = %q, want %q", got, want)
	}
	for in, want := range map[string]string{
		"A plurality of pins is used.":              "Multiple pins is used.",
		"A plurality of these structures oriented.": "Many of these structures oriented.",
		"with a plurality of the holes":             "with many of the holes",
		"However, a plurality of them are cut.":     "Many of them are cut.",
		// A participle after "be" or "have" is "shown", a past tense "showed".
		"No inflection point will be exhibited.": "No inflection point will be shown.",
		"The film exhibited a peak.":             "The film showed a peak.",
		"It has not exhibited any.":              "It has not shown any.",
		// Session 23: "exhibited" alone is left as it is.
		"The effect is insufficiently exhibited.": "The effect is insufficiently exhibited.",
		"The film exhibited high strength.":       "The film exhibited high strength.",
		// Session 43: "observed" likewise ("We observed that" had become
		// "We seen that", "the observed mass" "the seen mass").
		"No change was observed in the cells.":        "No change was seen in the cells.",
		"It was not observed in rats.":                "It was not seen in rats.",
		"We observed a peak.":                         "We saw a peak.",
		"We observed that ZVAD-F reduced cell death.": "We observed that ZVAD-F reduced cell death.",
		"The observed mass is 5 g.":                   "The observed mass is 5 g.",
		// Session 25: "referred to as being" is no "called being".
		"when a layer is referred to as being ‘on’ another layer": "when a layer is said to be ‘on’ another layer",
		"a layer referred to as a barrier":                        "a layer called a barrier",
		"to provide a further understanding of it":                "to provide a better understanding of it",
		"in a further embodiment":                                 "in another embodiment",
		// "to within" is one phrase ("to in some tolerance" before).
		"satisfies it to within some tolerance.": "satisfies it to some tolerance.",
		"accurate to within 5%":                  "accurate to within 5%",
		// Session 22: "comprises of", a common error, is "consists of" ("includes
		// of" before).
		"The pump comprises of a mechanism.": "The pump consists of a mechanism.",
		"The device comprises a rotor.":      "The device includes a rotor.",
	} {
		if got := tab.Rewrite(in); got != want {
			t.Errorf("Rewrite(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzParse: Parse of outside input never panics, and a table it accepts
// rewrites any text without panicking, leaving text without its phrases
// as it is.
func FuzzParse(f *testing.F) {
	f.Add(testTable, "It weighs approximately 5 g prior to use.")
	f.Add("a\tb\n", "A b a. a")
	f.Add("x y\tz\n", "x y x-y x  y")
	f.Add("however,\t\nin fact,\t\nx\ty\n", "However, x. In fact,  y; however, 5 (In fact, x)")
	f.Add("however,\t\nnote that\t\nit is noted that\t\n", "However, note that x. It is noted that, It is noted that However, y")
	f.Add("within\tin\tnot before a number\nnote that\t\n", "Within ±5, within a few, within -, within a\nNote that x and that y")
	f.Add("requires\tneeds\tnot before that\n", "It requires that. Requires that x, requires thatch, requires")
	f.Add("x\ty\nİx\tİy\n", "x and y, y or x, X and/or y, İx, İy x, y") // rewrite revision 5
	f.Fuzz(func(t *testing.T, table, text string) {
		tab, err := Parse(strings.NewReader(table), "fuzz")
		if err != nil {
			return
		}
		out := tab.Rewrite(text)
		if !strings.ContainsFunc(text, func(r rune) bool { return r >= 'A' }) && out != text {
			t.Errorf("Rewrite(%q) = %q: a text without letters changed", text, out)
		}
	})
}

func TestMine(t *testing.T) {
	sources := []string{"It weighs approximately 5 g.", "Approximately half fails prior to use."}
	refs := [][]string{
		{"It weighs about 5 g.", "About half fails before use."},
		{"It weighs about 5 g.", "Half fails before use."},
		{"It weighs some 5 g."}, // a shorter reference file
	}
	got := Mine(sources, refs, 2)
	want := []Candidate{
		{From: "approximately", To: "about", Count: 3, Seen: 5},
		{From: "prior to", To: "before", Count: 2, Seen: 2},
	}
	if len(got) != len(want) {
		t.Fatalf("Mine = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("candidate %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	if r := got[0].Rate(); r != 0.6 {
		t.Errorf("rate %g, want 0.6", r)
	}
	// Numbers and punctuation are no substitutions.
	if got := Mine([]string{"It is 5 g."}, [][]string{{"It is 6 g!"}}, 1); len(got) != 0 {
		t.Errorf("Mine = %+v, want none", got)
	}
}

func TestMineOpeners(t *testing.T) {
	sources := []string{
		"However, the valve opens.",
		"In addition, it is red.",
		"However, it closes.",
		"In 1990, it closed.",                  // not letters
		"It is, in fact, red.",                 // not an opener: "it is" is not dropped below
		"The very long first phrase, x.",       // more than MaxWords words
		"However the big valve opens, slowly.", // five words before the comma
	}
	refs := [][]string{
		{"The valve opens.", "It is red.", "But it closes.", "It closed.", "It is red.", "X.", "The valve opens."},
		{"However, the valve opens.", "It is red, in addition.", "It closes.", "It closed.", "It is red.", "X.", "The valve opens."},
		{"The valve opens. However, it is slow."}, // a shorter reference file; the opener is kept mid-text
	}
	got := MineOpeners(sources, refs, 2)
	want := []Candidate{
		{From: "however,", Count: 3, Seen: 5},
		{From: "in addition,", Count: 2, Seen: 2},
	}
	if !slices.Equal(got, want) {
		t.Errorf("MineOpeners = %+v, want %+v", got, want)
	}
}
