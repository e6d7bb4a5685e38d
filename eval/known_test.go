package eval

import (
	"slices"
	"strings"
	"testing"
)

func TestKnownWords(t *testing.T) {
	lex, err := NewWordRanker(strings.NewReader("1\tadd\n2\tof\n3\tsolution\n4\tmix\n5\tring\n"), "test list")
	if err != nil {
		t.Fatal(err)
	}
	k := NewKnownWords("Add 5 µl of the 3-ethynyl-4 solution (MgCl2, 10.9 mL) to the ring-shaped vessel.", lex)
	for _, tc := range []struct {
		tok               string
		complete, partial bool
	}{
		{"add", true, true},
		{"vessel", true, true},   // a source word
		{"vess", false, true},    // the beginning of one
		{"shaped", true, true},   // a part of a source word
		{"mixing", false, false}, // "mix" is known, "mixing" begins no known word
		{"xyz", false, false},
		{"ring-mix", true, true}, // every part known
		{"ring-xyz", false, false},
		{"ring-", true, true}, // trailing hyphens are trimmed
		{"5", true, true},     // the source's numbers
		{"6", false, false},   // not the source's
		{"10", true, true},
		{"1", false, true}, // begins "10"
		{"mgcl2", true, true},
		{"mgcl", false, true}, // begins the formula
		{"3-ethynyl-4", true, true},
		{"4-ethynyl", false, false}, // "ethynyl" is neither in the list nor a source word: Words drops digit tokens
		{"ring-5", true, true},
		{"ring-7", false, false},
		{"'", true, true},
	} {
		if got := k.Complete(tc.tok); got != tc.complete {
			t.Errorf("Complete(%q) = %v, want %v", tc.tok, got, tc.complete)
		}
		if got := k.Partial(tc.tok); got != tc.partial {
			t.Errorf("Partial(%q) = %v, want %v", tc.tok, got, tc.partial)
		}
	}
	// Complete agrees with InventedWords on tokens without digits.
	for _, w := range []string{"add", "vessel", "shaped", "xyz", "ring-mix", "ring-xyz", "device's"} {
		inv, _ := InventedWords("Add 5 µl of the 3-ethynyl-4 solution (MgCl2, 10.9 mL) to the ring-shaped vessel.", w, lex)
		if got := k.Complete(w); got != (len(inv) == 0) {
			t.Errorf("Complete(%q) = %v but InventedWords = %v", w, got, inv)
		}
	}
}

func TestWordRankerHasPrefix(t *testing.T) {
	lex, err := NewWordRanker(strings.NewReader("1\tapple\n2\tapply\n3\tbanana\n"), "test list")
	if err != nil {
		t.Fatal(err)
	}
	for p, want := range map[string]bool{"": true, "a": true, "appl": true, "apple": true, "apples": false, "b": true, "c": false, "bananas": false} {
		if got := lex.HasPrefix(p); got != want {
			t.Errorf("HasPrefix(%q) = %v, want %v", p, got, want)
		}
	}
}

func TestKnownWordsSourceRests(t *testing.T) {
	lex, err := NewWordRanker(strings.NewReader("1\tadd\n2\tof\n3\tmix\n"), "test list")
	if err != nil {
		t.Fatal(err)
	}
	k := NewKnownWords("Add MVHATSPL and MVHAQ of TR-2 and TRX.", lex)
	for _, tc := range []struct {
		p     string
		rests []string
		ok    bool
	}{
		{"mvha", []string{"q", "tspl"}, true},
		{"mvhatx", nil, true},             // no word begins with it
		{"tr", []string{"-2", "x"}, true}, // a number of the source, and a word
		{"mi", nil, false},                // the list's "mix" begins with it
		{"trx", nil, false},               // a word of the source
		{"", nil, false},
	} {
		rests, ok := k.SourceRests(tc.p)
		slices.Sort(rests)
		if ok != tc.ok || !slices.Equal(rests, tc.rests) {
			t.Errorf("SourceRests(%q) = %q, %v; want %q, %v", tc.p, rests, ok, tc.rests, tc.ok)
		}
	}
}
