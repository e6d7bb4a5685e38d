package uspto

import (
	"bufio"
	"errors"
	"io"
	"strings"
)

const brsBoundary = "*** BRS DOCUMENT BOUNDARY ***"

// brsDescriptionFields are the BRS fields that hold Description text:
// cross-reference, government interest, brief summary, drawing description
// and detailed description.
var brsDescriptionFields = map[string]bool{
	"CRTX": true, "GOTX": true, "BSTX": true, "DRTX": true, "DETX": true,
}

// brsReader reads the BRS text dump. Each document starts after a boundary
// line; fields start with a tag of 2–5 upper-case letters or digits and a
// space at the start of a line, continuation lines are indented. In text
// fields a tag followed by two spaces starts a paragraph and a tag followed
// by one space a heading.
type brsReader struct {
	lr   lineReader
	doc  *Document // document being read
	para strings.Builder
	tag  string // tag of the current field
	in   bool   // inside a Description paragraph
	done bool
}

func newBRSReader(br *bufio.Reader, name string) *brsReader {
	return &brsReader{lr: lineReader{br: br, name: name, line: 1}}
}

func (b *brsReader) Next() (*Document, error) {
	if b.done {
		return nil, io.EOF
	}
	for {
		line, off, n, err := b.lr.next()
		if errors.Is(err, io.EOF) {
			b.done = true
			if d := b.finish(); d != nil {
				return d, nil
			}
			return nil, io.EOF
		}
		if err != nil {
			return nil, err
		}
		if err := checkUTF8(b.lr.name, line, off, n); err != nil {
			// Skip the rest of this document.
			b.doc, b.in, b.tag = nil, false, ""
			b.para.Reset()
			return nil, err
		}
		text := strings.TrimRight(string(line), "\r\n")
		if text == brsBoundary {
			d := b.finish()
			b.doc = &Document{Schema: "brs", Offset: off, Line: n}
			if d != nil {
				return d, nil
			}
			continue
		}
		if b.doc == nil {
			continue // header lines before the first boundary
		}
		if text != "" && (text[0] == ' ' || text[0] == '\t') {
			if b.in {
				b.para.WriteByte(' ')
				b.para.WriteString(strings.TrimSpace(text))
			}
			continue
		}
		b.endParagraph()
		tag, rest, ok := brsField(text)
		if !ok {
			b.tag = ""
			continue // an untagged line (the summary header of the next document)
		}
		b.tag = tag
		switch {
		case tag == "WKU":
			b.doc.Number = "US" + strings.TrimSpace(rest)
		case tag == "APT":
			b.doc.Kind = strings.TrimSpace(rest)
		case brsDescriptionFields[tag] && strings.HasPrefix(rest, " "):
			b.in = true
			b.para.WriteString(strings.TrimSpace(rest))
		}
	}
}

// brsField splits a field line into its tag and the text after the tag's
// separating space.
func brsField(s string) (tag, rest string, ok bool) {
	i := 0
	for i < len(s) && i < 6 && (s[i] >= 'A' && s[i] <= 'Z' || s[i] >= '0' && s[i] <= '9') {
		i++
	}
	if i < 2 || i > 5 || i >= len(s) || s[i] != ' ' {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}

func (b *brsReader) endParagraph() {
	if b.in {
		if p := b.para.String(); p != "" {
			b.doc.Paragraphs = append(b.doc.Paragraphs, p)
		}
		b.para.Reset()
		b.in = false
	}
}

func (b *brsReader) finish() *Document {
	if b.doc == nil {
		return nil
	}
	b.endParagraph()
	d := b.doc
	b.doc, b.tag = nil, ""
	return d
}
