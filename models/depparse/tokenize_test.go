package depparse

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/patsimp/patsimp/data/conllu"
)

const fixtures = "../../testdata/conllu"

func TestTokenize(t *testing.T) {
	// Expected tokens are EWT's gold words for these texts (the first group
	// are sentences from the treebank, verbatim).
	tests := []struct{ in, want string }{
		{"Al-Zaman : American forces killed Shaikh Abdullah al-Ani, the preacher at the mosque in the town of Qaim, near the Syrian border.",
			"Al|-|Zaman|:|American|forces|killed|Shaikh|Abdullah|al|-|Ani|,|the|preacher|at|the|mosque|in|the|town|of|Qaim|,|near|the|Syrian|border|."},
		{"Bush nominated Jennifer M. Anderson for a 15-year term as associate judge of the Superior Court of the District of Columbia, replacing Steffen W. Graae.",
			"Bush|nominated|Jennifer|M.|Anderson|for|a|15|-|year|term|as|associate|judge|of|the|Superior|Court|of|the|District|of|Columbia|,|replacing|Steffen|W.|Graae|."},
		{"They are taking delivery in the U.S.", "They|are|taking|delivery|in|the|U.S|."},
		{"I don't know, I can't and I won't.", "I|do|n't|know|,|I|ca|n't|and|I|wo|n't|."},
		{"I'm sure they're in John's car; we'll see.", "I|'m|sure|they|'re|in|John|'s|car|;|we|'ll|see|."},
		{"i dont care, you cannot go... gonna stop?!", "i|do|nt|care|,|you|can|not|go|...|gon|na|stop|?!"},
		{"The co-workers (and/or managers) paid $3,000.50 on 11/28/2000.", "The|co-workers|(|and|/|or|managers|)|paid|$|3,000.50|on|11/28/2000|."},
		{"Call 713-853-3989 or e-mail me at jane.doe@example.com.", "Call|713-853-3989|or|e-mail|me|at|jane.doe@example.com|."},
		{"See http://example.com/a-b?x=1.", "See|http://example.com/a-b?x=1|."},
		{"Dr. Smith, Inc. vs. Mr. Jones etc. \"Really\"!!!", "Dr.|Smith|,|Inc.|vs.|Mr.|Jones|etc.|\"|Really|\"|!!!"},
		{"Work it into your speech--something", "Work|it|into|your|speech|--|something"},
		{"their freezing points—that is, their mixtures", "their|freezing|points|—|that|is|,|their|mixtures"},
		{"good luck w/ it :) b/c", "good|luck|w/|it|:)|b/c"},
		{"  ", ""},
		{"", ""},
	}
	for _, tt := range tests {
		got := strings.Join(Tokenize(tt.in), "|")
		if got != tt.want {
			t.Errorf("Tokenize(%q)\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestTokenizeEWTExcerpt measures how many sentences of the bundled EWT
// excerpts the tokenizer splits exactly as the treebank (95.0% and 98.0%
// when measured; 92.7% on all of EWT dev and 92.3% on all of test).
func TestTokenizeEWTExcerpt(t *testing.T) {
	for _, tc := range []struct {
		file  string
		floor float64
	}{
		{"ewt-test-excerpt.conllu", 0.93},
		{"ewt-dev-excerpt.conllu", 0.96},
	} {
		sents, err := conllu.ReadFile(filepath.Join(fixtures, tc.file))
		if err != nil {
			t.Fatal(err)
		}
		exact := 0
		for _, s := range sents {
			if slices.Equal(Tokenize(s.Text()), s.Forms()) {
				exact++
			}
		}
		rate := float64(exact) / float64(len(sents))
		t.Logf("%s: %d/%d sentences tokenized exactly (%.2f%%)", tc.file, exact, len(sents), 100*rate)
		if rate < tc.floor {
			t.Errorf("%s: exact tokenization %.2f%%, want >= %.0f%%", tc.file, 100*rate, 100*tc.floor)
		}
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range []string{"I don't know.", "U.S. e-mail b/c :-) ...Now", "$3,000.50 (see http://x.y/z).",
		"can't'won't''", "-.-", "a-b-c/d,e", "’s’", "\"'`"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		toks := Tokenize(s)
		// Tokens are non-empty, contain no spaces, and together spell the
		// input without its white space (invalid UTF-8 bytes become U+FFFD).
		var b strings.Builder
		for _, tok := range toks {
			if tok == "" || strings.IndexFunc(tok, unicode.IsSpace) >= 0 {
				t.Fatalf("bad token %q in %q", tok, toks)
			}
			b.WriteString(tok)
		}
		want := strings.Join(strings.Fields(strings.ToValidUTF8(s, "\uFFFD")), "")
		if b.String() != want {
			t.Fatalf("tokens %q do not spell %q", toks, want)
		}
	})
}
