package uspto

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// EPO OPS "text-only" full text (fulltext-document) is a page of lines, not
// marked-up paragraphs: one <p> may hold a whole Description, each line a
// paragraph ("[0077] Blood was collected…") or a heading ("Genomic DNA
// extraction"), with images and tables left as placeholders ("EMI12.1",
// "<tb> <SEP> Helix <SEP> A"). textOnlyParagraphs reads one such <p> the way a
// reader of the page would.

var (
	// innerNumber matches a paragraph number inside a line, where OCR ran
	// two paragraphs, or a heading and a paragraph, together
	// ("…confirmation. [0081] Sequence assembly…", "Materials And Methods
	// [0053] The Alfort strain…"): four digits from 0 ("[0081]", OCR "[001
	// 1]") before a capital letter or an opening bracket. Other bracketed
	// numbers inside a line are labels ("Compound [1]"), years ("N.Y.
	// [1989] and") or references ("in paragraph [0025] above") and stay.
	innerNumber = regexp.MustCompile(`\s\[0(?:\d ?){2}\d\]\s+[A-Z(\[“"]`)
	// placeholder matches OPS's image, table and text-image placeholders
	// ("EMI12.1", "<EMI ID=43.1>", "<tb>", "<SEP>", "<RTI ID=102.10>").
	placeholder = regexp.MustCompile(`\bEMI\d+\.\d+\b|<EMI\s[^>]*>|<RTI\s[^>]*>|<tb>|<SEP>`)
	// pageMarker matches OCR page breaks ("<Desc/Clms Page number 2>"),
	// which may fall inside a sentence; they become a space.
	pageMarker = regexp.MustCompile(`<Desc/Clms\s+Page\s+number\s+\d+>`)
)

// headingWords are the words of the standard section headings; a leading
// run of upper-case words that holds one is a heading run into the text
// ("BACKGROUND OF THE INVENTION ATP sulfurylase has…").
var headingWords = map[string]bool{
	"BACKGROUND": true, "FIELD": true, "INVENTION": true, "SUMMARY": true,
	"DESCRIPTION": true, "DRAWINGS": true, "DRAWING": true, "FIGURES": true,
	"EMBODIMENTS": true, "EMBODIMENT": true, "EXAMPLES": true, "EXAMPLE": true,
	"APPLICATION": true, "APPLICATIONS": true, "ART": true, "DISCLOSURE": true,
}

// maxHeadingWords is the longest line without final punctuation that is
// read as a heading; longer ones are text whose end was lost.
const maxHeadingWords = 12

// textOnlyParagraphs splits the text of one text-only <p> into paragraphs:
//   - a line that starts with a paragraph number, or a paragraph number
//     inside a line before a capital letter (innerNumber), starts a
//     paragraph; the numbers are dropped;
//   - a line after one that ends without final punctuation continues it
//     (some documents wrap their lines inside sentences);
//   - otherwise a line of at most maxHeadingWords words without final
//     punctuation, not ending in a comma, article, preposition or
//     conjunction, is a heading and is dropped, or, after a line ending in
//     ":", a formula, replaced by Omitted;
//   - image and table placeholders become Omitted, so that the sentences
//     around them are dropped as with marked-up tables, and a line that
//     starts in lower case after a formula or placeholder continues the
//     paragraph before it; any other line starts a paragraph;
//   - upper-case headings run into the start of a paragraph ("FIELD OF THE
//     INVENTION The invention relates…") and a short unterminated heading
//     run into its end ("…of the invention. Example 1 - Sequencing of Black
//     Bear PTH") are cut.
func textOnlyParagraphs(s string) []string {
	const (
		ended      = iota // nothing open, or final punctuation
		colon             // ":" or a placeholder: a formula may follow
		unfinished        // no final punctuation: the next line continues
	)
	var (
		paras []string
		cur   strings.Builder
		state = ended
	)
	flush := func() {
		// A marker may be made whole by joining lines ("<RTI\nID=1>").
		p := pageMarker.ReplaceAllString(cur.String(), " ")
		p = placeholder.ReplaceAllString(p, " "+Omitted+" ")
		p = cutTrailingHeading(strings.TrimSpace(p))
		if strings.Trim(p, Omitted+" ") != "" {
			paras = append(paras, p)
		}
		cur.Reset()
		state = ended
	}
	s = pageMarker.ReplaceAllString(s, " ")
	for _, line := range strings.Split(s, "\n") {
		for i, piece := range splitInnerNumbers(line) {
			piece = strings.TrimSpace(piece)
			numbered := i > 0
			if loc := paragraphNumber.FindStringIndex(piece); loc != nil {
				piece, numbered = piece[loc[1]:], true
			}
			if piece == "" {
				continue
			}
			piece = placeholder.ReplaceAllString(piece, " "+Omitted+" ")
			hasPlaceholder := strings.Contains(piece, Omitted)
			switch {
			case numbered:
				flush()
				piece = cutLeadingHeading(piece)
			case state == unfinished, state == colon && startsLower(piece):
				cur.WriteByte(' ')
			case !hasPlaceholder && !terminated(piece) && !dangling(piece) && wordCount(piece) <= maxHeadingWords:
				if state == colon {
					cur.WriteString(" " + Omitted) // a formula under "…formula (I):"
				} else {
					flush() // a heading
				}
				continue
			default:
				flush()
				piece = cutLeadingHeading(piece)
			}
			cur.WriteString(piece)
			switch {
			case hasPlaceholder || strings.HasSuffix(piece, ":"):
				state = colon
			case terminated(piece):
				state = ended
			default:
				state = unfinished
			}
		}
	}
	flush()
	return paras
}

// splitInnerNumbers splits a line before each paragraph number inside it
// (innerNumber); the numbers stay at the start of their pieces.
func splitInnerNumbers(line string) []string {
	locs := innerNumber.FindAllStringIndex(line, -1)
	if locs == nil {
		return []string{line}
	}
	pieces := make([]string, 0, len(locs)+1)
	start := 0
	for _, loc := range locs {
		pieces = append(pieces, line[start:loc[0]])
		start = loc[0] + 1 // after the white space before "["
	}
	return append(pieces, line[start:])
}

// terminated reports whether s ends with final punctuation (. ! ? : ;),
// possibly followed by closing quotes or brackets.
func terminated(s string) bool {
	s = strings.TrimRight(strings.TrimSpace(s), "\"'”’)]")
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?:;", r)
}

// danglingWords end a line that a sentence goes on from: articles,
// prepositions and conjunctions.
var danglingWords = map[string]bool{
	"a": true, "an": true, "the": true, "of": true, "to": true, "in": true,
	"on": true, "by": true, "for": true, "with": true, "from": true, "and": true,
	"or": true, "that": true, "which": true, "as": true, "at": true, "into": true,
}

// dangling reports whether s ends with a comma or a word of danglingWords:
// a short line that is not a heading.
func dangling(s string) bool {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ",") {
		return true
	}
	return danglingWords[strings.ToLower(s[strings.LastIndexByte(s, ' ')+1:])]
}

// startsLower reports whether s starts with a lower-case letter.
func startsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}

// wordCount counts the space-separated words of s.
func wordCount(s string) int { return len(strings.Fields(s)) }

// titleHeading matches a standard section heading in title case at the
// start of a paragraph, before the capital letter that starts its first
// sentence ("Summary of the Invention The present invention is directed
// to …", "Technical Field The invention relates …"); group 1 is that
// sentence. A lone "Background", "Summary" or "Field" counts only before
// "The" ("Field Programmable Gate Arrays are …" stays).
var titleHeading = regexp.MustCompile(`(?s)^(?:(?:(?:Brief |Detailed )?(?:Summary|Background|Field|Description|Disclosure|Statement)` +
	`(?: of| to| for)?(?: the| this)? (?:Related |Prior )?(?:Invention|Inventions|Drawings|Figures|Art|Preferred Embodiments?|Embodiments?)` +
	`|Technical Field(?: of the Invention)?|Background Art|Prior Art|Industrial Applicability` +
	`|Cross[- ]References? [Tt]o Related Applications?)\s+([A-Z].*)` +
	`|(?:Background|Summary|Field)\s+(The\s.*))$`)

// cutLeadingHeading removes a run of upper-case words at the start of s
// through its last standard heading word, when words with lower-case
// letters follow: "FIELD OF THE INVENTION The invention relates…" → "The
// invention relates…", "BACKGROUND OF THE INVENTION ATP sulfurylase…" →
// "ATP sulfurylase…". A run without a heading word is kept (acronyms).
func cutLeadingHeading(s string) string {
	s = cutTitleHeading(s)
	words := strings.Fields(s)
	last := -1
	i := 0
	for ; i < len(words) && upperWord(words[i]); i++ {
		if headingWords[strings.Trim(words[i], ":.")] {
			last = i
		}
	}
	if last < 0 || i == len(words) || last+1 >= len(words) {
		return s
	}
	switch head, next := strings.Trim(words[last], ":."), words[last+1]; {
	case strings.HasPrefix(head, "FIG") && startsWithDigit(next):
		return s // "FIGURES 7a shows …": a label, not a heading
	case (head == "EXAMPLE" || head == "EMBODIMENT") && label.MatchString(next) && last+2 < len(words):
		last++ // "EXAMPLE I This Example illustrates …"
	}
	return cutTitleHeading(strings.Join(words[last+1:], " "))
}

// label matches the number of an example or an embodiment: "1", "12A",
// "IV".
var label = regexp.MustCompile(`^(?:\d+[A-Za-z]?|[IVX]+)[.:]?$`)

// startsWithDigit reports whether w starts with a digit.
func startsWithDigit(w string) bool { return w != "" && w[0] >= '0' && w[0] <= '9' }

// cutTitleHeading removes a section heading in title case (titleHeading)
// from the start of s.
func cutTitleHeading(s string) string {
	if m := titleHeading.FindStringSubmatch(s); m != nil {
		return m[1] + m[2]
	}
	return s
}

// upperHeading reports whether paragraph s is a section heading in upper
// case: at most maxHeadingWords words, none with a lower-case letter, one
// of them a standard heading word.
func upperHeading(s string) bool {
	words := strings.Fields(s)
	if len(words) > maxHeadingWords {
		return false
	}
	heading := false
	for _, w := range words {
		if !upperWord(w) && strings.Trim(w, ":.-–()0123456789") != "" {
			return false
		}
		heading = heading || headingWords[strings.Trim(w, ":.")]
	}
	return heading
}

// upperWord reports whether w has letters and no lower-case ones.
func upperWord(w string) bool {
	letters := false
	for _, r := range w {
		if unicode.IsLower(r) {
			return false
		}
		letters = letters || unicode.IsLetter(r)
	}
	return letters
}

// cutTrailingHeading removes a short unterminated tail that starts with a
// capital letter after the last sentence end of s: a heading run into the
// end of a paragraph.
func cutTrailingHeading(s string) string {
	if terminated(s) {
		return s
	}
	end := -1
	for i := 0; i+2 < len(s); i++ {
		if strings.IndexByte(".!?", s[i]) >= 0 && s[i+1] == ' ' {
			end = i + 1
		}
	}
	if end < 0 {
		return s
	}
	tail := strings.TrimSpace(s[end:])
	r, _ := utf8.DecodeRuneInString(tail)
	if !unicode.IsUpper(r) || wordCount(tail) > maxHeadingWords {
		return s
	}
	return s[:end]
}
