package uspto

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestTextOnlyParagraphs pins how the lines of EPO OPS text-only full text
// become paragraphs; the inputs are shaped after the shared GROBID files
// named in each case.
func TestTextOnlyParagraphs(t *testing.T) {
	const o = Omitted
	tests := []struct {
		name, in string
		want     []string
	}{
		{"numbered lines and a heading (WO2011071480A1)",
			" [0076] The following Examples are provided. Example 1 - Sequencing of Black Bear PTH\n Genomic DNA extraction \n [0077] Blood was collected from a bear. \n",
			[]string{"The following Examples are provided.", "Blood was collected from a bear."}},
		{"two paragraphs on one line",
			" [0080] A clone was made. [0081] Sequence assembly revealed a precursor. ",
			[]string{"A clone was made.", "Sequence assembly revealed a precursor."}},
		{"years and references in brackets stay",
			"[0030] See Sambrook, N.Y. [1989] and Ausubel. As set forth in paragraph [0025] above, it works.",
			[]string{"See Sambrook, N.Y. [1989] and Ausubel. As set forth in paragraph [0025] above, it works."}},
		{"OCR paragraph number and a label kept",
			"[001 1] Figure 1 shows stress. \nThe Compound [1] is obtained.",
			[]string{"Figure 1 shows stress.", "The Compound [1] is obtained."}},
		{"heading run into the text (WO2005021749A1)",
			" INTERFERING RNA DUPLEX HAVING BLUNT-ENDS FIELD OF THE INVENTION The invention relates to inhibition.\nBACKGROUND OF THE INVENTION ATP sulfurylase is involved.",
			[]string{"The invention relates to inhibition.", "ATP sulfurylase is involved."}},
		{"upper-case words without a heading word stay",
			"DNA PCR was used.",
			[]string{"DNA PCR was used."}},
		{"wrapped lines continue the sentence",
			"The construct comprises the promoter, linked to the\nleader linked to the GUS gene. As all mRNAs are transcribed, transcription of all\nGenes is blocked.",
			[]string{"The construct comprises the promoter, linked to the leader linked to the GUS gene. As all mRNAs are transcribed, transcription of all Genes is blocked."}},
		{"formula under a colon, then its continuation (US2005221432A1)",
			"[0024] The term means a protein having the formula (I): \n(V1(n)-Pep(n))(m)   (I) \n where V1 is a region. \n[0025] Next one.",
			[]string{"The term means a protein having the formula (I): " + o + " where V1 is a region.", "Next one."}},
		{"image and table placeholders",
			"A duplex is shown in EMI2.1 below.\n<tb> <SEP> Helix <SEP> A\nShown as <EMI ID=43.1> where X is a moiety.\n4 <RTI ID=102.10>J aliquot was mixed.",
			[]string{"A duplex is shown in  " + o + "  below.", o + "   " + o + "  Helix  " + o + "  A", "Shown as  " + o + "  where X is a moiety.", "4  " + o + " J aliquot was mixed."}},
		{"a page marker inside a sentence",
			"Other studies have shown that overexpression of the BiP chaperone in mammalian cells \n<Desc/Clms Page number 2>\n can lead to retention.",
			[]string{"Other studies have shown that overexpression of the BiP chaperone in mammalian cells can lead to retention."}},
		{"a short line ending in an article is not a heading",
			"The construct is linked to the\nleader.",
			[]string{"The construct is linked to the leader."}},
		{"only headings", "Brief Description of the Drawings\n\nSummary \n", nil},
		{"empty", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := textOnlyParagraphs(tt.in); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("textOnlyParagraphs(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

// FuzzTextOnlyParagraphs: any text gives trimmed, non-empty paragraphs
// without line breaks, page markers or placeholders, whose words all come
// from the input (nothing is invented, only dropped or replaced by
// Omitted).
func FuzzTextOnlyParagraphs(f *testing.F) {
	for _, s := range []string{
		" [0076] Text. Example 1 - A heading\n Heading \n [0077] More. [0078] Again.",
		"FIELD OF THE INVENTION The x.\nformula (I):\n(I)\n where y.",
		"EMI2.1\n<tb> <SEP>\n<Desc/Clms Page number 3>\n[",
		"a\nb. c\n\n[001 1]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || len(s) > 1<<12 {
			return // the word check below is quadratic
		}
		words := map[string]bool{Omitted: true}
		for _, w := range strings.Fields(s) {
			words[w] = true
		}
		for _, p := range textOnlyParagraphs(s) {
			if p == "" || p != strings.TrimSpace(p) || strings.Trim(p, Omitted+" ") == "" {
				t.Fatalf("paragraph %q of %q: empty or untrimmed", p, s)
			}
			if strings.ContainsAny(p, "\n") || pageMarker.MatchString(p) || placeholder.MatchString(p) {
				t.Fatalf("paragraph %q of %q: line break, page marker or placeholder left", p, s)
			}
			for _, w := range strings.Fields(p) {
				if !words[w] && !strings.Contains(s, w) {
					t.Fatalf("paragraph %q of %q: word %q not in the input", p, s, w)
				}
			}
		}
	})
}

// TestUpperHeading: European paragraphs that are upper-case section
// headings are dropped; upper-case text that is not one stays.
func TestUpperHeading(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS", true},
		{"EXAMPLE 2", true},
		{"BACKGROUND OF THE INVENTION:", true},
		{"TOKYO CAR NAVIGATION SHOW", false},
		{"DETAILED DESCRIPTION of the invention", false},
		{"THE INVENTION IS A DEVICE THAT HOLDS A CUP, A PLATE, A KNIFE AND A FORK FOR A USER.", false},
		{"", false},
	} {
		if got := upperHeading(tt.in); got != tt.want {
			t.Errorf("upperHeading(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// TestEuropeanParagraphs: in the marked-up European forms a paragraph
// number inside a paragraph starts another one and is dropped, in the OCR
// form too ("[001 1]"), as in text-only full text, and a year in brackets
// stays; a section heading in title case run into a paragraph is cut.
func TestEuropeanParagraphs(t *testing.T) {
	for _, tt := range []struct {
		name, doc string
		want      []string
	}{
		{
			"inner numbers",
			`<patent-document ucid="EP-1-B1"><description lang="EN"><p>[0010] A was measured. [001 1] More specifically, B. See N.Y. [1989] and C.</p></description></patent-document>`,
			[]string{"A was measured.", "More specifically, B. See N.Y. [1989] and C."},
		},
		{
			"title-case heading",
			`<patent-document ucid="WO-1-A1"><description lang="EN"><p num="p0013">A was measured.</p><p num="p0014">Summary of the Invention The present invention is directed to B.</p></description></patent-document>`,
			[]string{"A was measured.", "The present invention is directed to B."},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, err := NewReader(strings.NewReader(tt.doc), "inline", FormatXML)
			if err != nil {
				t.Fatal(err)
			}
			d, err := r.Next()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(d.Paragraphs, tt.want) {
				t.Errorf("paragraphs %q, want %q", d.Paragraphs, tt.want)
			}
		})
	}
}

func TestCutLeadingHeading(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Summary of the Invention The present invention is directed to a pulse generator.", "The present invention is directed to a pulse generator."},
		{"Brief Description of the Drawings Fig. 1 depicts a view;", "Fig. 1 depicts a view;"},
		{"Description of the Related Art Pumps are known.", "Pumps are known."},
		{"Technical Field The invention relates to pumps.", "The invention relates to pumps."},
		{"Cross-Reference To Related Applications This application claims priority.", "This application claims priority."},
		{"Background The present invention relates to pumps.", "The present invention relates to pumps."},
		{"BACKGROUND OF THE INVENTION Field of the Invention The present invention relates to pumps.", "The present invention relates to pumps."},
		{"BACKGROUND OF THE INVENTION ATP sulfurylase is an enzyme.", "ATP sulfurylase is an enzyme."},
		{"EXAMPLE I This Example illustrates the process.", "This Example illustrates the process."},
		{"EXAMPLE 12A The compound was made.", "The compound was made."},
		// Kept: a figure label, a title-case name, a heading word alone
		// before another word, a heading without a sentence after it.
		{"FIGURES 7a shows another embodiment.", "FIGURES 7a shows another embodiment."},
		{"Field Programmable Gate Arrays are used.", "Field Programmable Gate Arrays are used."},
		{"Background noise is reduced.", "Background noise is reduced."},
		{"Summary of the Invention", "Summary of the Invention"},
		{"Description of the invention is given below.", "Description of the invention is given below."},
	} {
		if got := cutLeadingHeading(tt.in); got != tt.want {
			t.Errorf("cutLeadingHeading(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
