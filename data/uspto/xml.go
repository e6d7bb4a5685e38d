package uspto

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"
)

// xmlReader splits its input into documents at lines starting with an XML
// declaration and parses each document on its own, so that one bad
// document costs only itself.
type xmlReader struct {
	lr      lineReader
	pending []byte // first line of the next document, already read
	pendOff int64
	pendLn  int
	buf     []byte
	eof     bool
}

func newXMLReader(br *bufio.Reader, name string) *xmlReader {
	return &xmlReader{lr: lineReader{br: br, name: name, line: 1}}
}

// nextChunk returns the bytes of the next document with its offset and
// line. The slice is valid until the following call.
func (x *xmlReader) nextChunk() ([]byte, int64, int, error) {
	for {
		if x.eof && x.pending == nil {
			return nil, 0, 0, io.EOF
		}
		x.buf = x.buf[:0]
		var off int64
		var ln int
		if x.pending != nil {
			x.buf = append(x.buf, x.pending...)
			off, ln = x.pendOff, x.pendLn
			x.pending = nil
		} else {
			off, ln = x.lr.offset, x.lr.line
		}
		for !x.eof {
			line, loff, lnum, err := x.lr.next()
			if errors.Is(err, io.EOF) {
				x.eof = true
				break
			}
			if err != nil {
				return nil, loff, lnum, err
			}
			if isDeclaration(line) && len(bytes.TrimSpace(x.buf)) > 0 {
				x.pending = append(x.pending[:0], line...)
				x.pendOff, x.pendLn = loff, lnum
				break
			}
			if len(x.buf)+len(line) > maxDocument {
				return nil, off, ln, &Error{File: x.lr.name, Offset: off, Line: ln,
					Err: fmt.Errorf("document longer than %d bytes", maxDocument)}
			}
			x.buf = append(x.buf, line...)
		}
		if len(bytes.TrimSpace(trimBOM(x.buf))) == 0 {
			continue
		}
		return x.buf, off, ln, nil
	}
}

func isDeclaration(line []byte) bool {
	line = trimBOM(line)
	for len(line) > 0 && isSpace(line[0]) {
		line = line[1:]
	}
	return hasPrefix(line, "<?xml ") || hasPrefix(line, "<?xml\t")
}

func (x *xmlReader) Next() (*Document, error) {
	chunk, off, ln, err := x.nextChunk()
	if err != nil {
		return nil, err
	}
	return parseDocument(x.lr.name, chunk, off, ln)
}

var encodingRE = regexp.MustCompile(`^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']`)

// parseDocument extracts the Description of one XML document that starts at
// offset off, line ln of the file.
func parseDocument(name string, chunk []byte, off int64, ln int) (*Document, error) {
	chunk = trimBOM(chunk)
	latin1 := false
	if m := encodingRE.FindSubmatch(chunk); m != nil {
		switch strings.ToLower(string(m[1])) {
		case "utf-8", "utf8", "us-ascii", "ascii":
		case "iso-8859-1", "latin1", "latin-1", "iso_8859-1":
			latin1 = true
		default:
			return nil, &Error{File: name, Offset: off, Line: ln,
				Err: fmt.Errorf("unsupported encoding %q", m[1])}
		}
	}
	if !latin1 {
		if err := checkUTF8(name, chunk, off, ln); err != nil {
			return nil, err
		}
	}
	// rawOffset maps an offset in the decoded chunk back to the input.
	rawOffset := func(n int64) int64 { return n }
	if latin1 {
		chunk = latin1ToUTF8(chunk)
		decoded := chunk
		rawOffset = func(n int64) int64 { return int64(utf8.RuneCount(decoded[:min(n, int64(len(decoded)))])) }
	}
	doc, european, err := decodeDocument(name, chunk, off, ln, rawOffset, true)
	if err != nil && european {
		// European publications carry a few XML errors (a bare "&" in an
		// address, "<First Embodiment" in a heading): read them as Go's
		// non-strict decoder does, or report the strict error.
		if lenient, _, lerr := decodeDocument(name, chunk, off, ln, rawOffset, false); lerr == nil {
			return lenient, nil
		}
	}
	return doc, err
}

// decodeDocument parses one document; european reports whether its root is
// one of the European forms.
func decodeDocument(name string, chunk []byte, off int64, ln int, rawOffset func(int64) int64, strict bool) (doc *Document, european bool, err error) {
	d := xml.NewDecoder(bytes.NewReader(chunk))
	d.Strict = strict
	d.Entity = entities
	// The chunk is UTF-8 by now, whatever it declares.
	d.CharsetReader = func(label string, r io.Reader) (io.Reader, error) { return r, nil }
	p := &docParser{doc: &Document{Offset: off, Line: ln}}
	for {
		tok, err := d.Token()
		if err != nil {
			var se *xml.SyntaxError
			switch {
			case p.depth > 0 && (errors.Is(err, io.EOF) || errors.As(err, &se) && se.Msg == "unexpected EOF"):
				err = fmt.Errorf("truncated document: input ends inside <%s>", p.stack[len(p.stack)-1])
			case errors.Is(err, io.EOF):
				err = errors.New("no root element")
			}
			e := xmlError(name, d, err, ln)
			e.Offset = off + rawOffset(d.InputOffset())
			return nil, p.dia.english, e
		}
		if p.token(tok) {
			return p.doc, p.dia.english, nil
		}
	}
}

// xmlError converts a decoding error; the caller sets its offset.
func xmlError(name string, d *xml.Decoder, err error, ln int) *Error {
	line, _ := d.InputPos()
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		line = se.Line
		err = errors.New(se.Msg)
	}
	return &Error{File: name, Line: ln + line - 1, Err: err}
}

// skipElements are dropped from paragraph text and replaced by Omitted.
var skipElements = map[string]bool{
	"tables": true, "table": true, "table-cwu": true, "table-us": true, "table-cals": true,
	"maths": true, "math": true, "math-cwu": true, "math-us": true, "mathml": true,
	"mathematica": true, "us-math": true, "chemistry": true, "chemistry-cwu": true,
	"chem-us": true, "us-chemistry": true, "in-line-formula": true, "in-line-formulae": true,
	"img": true, "image": true, "emi": true, "cwu": true, "figure": true, "sequence-cwu": true,
}

// dropElements are dropped from paragraph text without a trace: the
// paragraph numbers of pap v1.x ("<number>[0001]</number>").
var dropElements = map[string]bool{"number": true}

// spaceElements separate words: their start and end become a space.
var spaceElements = map[string]bool{
	"br": true, "li": true, "ul": true, "ol": true, "dl": true, "dd": true, "dt": true,
	"entry": true, "row": true, "sp": true,
}

// dialect describes where one XML form keeps its Description.
type dialect struct {
	description string // element holding the Description
	paragraph   string // paragraph element inside it
	abstract    string // element holding the abstract ("": not read)
	// english: the document may carry the Description and abstract in
	// several languages; only elements whose lang attribute is "en" (any
	// case) or absent are read. The European forms.
	english bool
	// numbered: paragraphs may start with their number in brackets
	// ("[0001]"), which is dropped (EPO OPS text-only full text, US
	// publications in patent-document form).
	numbered bool
	// textOnly: a paragraph element holds lines of plain text, each a
	// paragraph or a heading (EPO OPS text-only full text); see
	// textOnlyParagraphs.
	textOnly bool
}

var dialects = map[string]dialect{
	"us-patent-grant":                {description: "description", paragraph: "p", abstract: "abstract"},
	"us-patent-application":          {description: "description", paragraph: "p", abstract: "abstract"},
	"patent-application-publication": {description: "subdoc-description", paragraph: "paragraph"},
	"PATDOC":                         {description: "SDODE", paragraph: "PARA"},
	// EPO publication server (ST.36 ep-patent-document), IFI/CLEF-IP style
	// patent-document (EP, WO, US) and EPO OPS text-only full text.
	"ep-patent-document": europeanDialect,
	"patent-document":    europeanDialect,
	"fulltext-document":  textOnlyDialect,
}

// europeanDialect is the dialect of the European forms.
var europeanDialect = dialect{description: "description", paragraph: "p", abstract: "abstract", english: true, numbered: true}

// textOnlyDialect is the dialect of EPO OPS text-only full text.
var textOnlyDialect = dialect{description: "description", paragraph: "p", abstract: "abstract", english: true, numbered: true, textOnly: true}

// englishElement reports whether an element's lang attribute is English
// or absent.
func englishElement(t xml.StartElement) bool {
	for _, a := range t.Attr {
		if a.Name.Local == "lang" {
			return strings.EqualFold(strings.TrimSpace(a.Value), "en")
		}
	}
	return true
}

// paragraphNumber matches a leading "[0001]" paragraph number, also in the
// OCR form with a space inside ("[001 1]") that innerNumber splits at.
var paragraphNumber = regexp.MustCompile(`^\[(?:\d ?){0,4}\d\]\s*`)

// docParser consumes the tokens of one document.
type docParser struct {
	doc      *Document
	dia      dialect
	stack    []string
	depth    int
	descAt   int // depth of the Description element, 0 outside
	abstAt   int // depth of the abstract element, 0 outside
	paraAt   int // depth of the paragraph element, 0 outside
	skipAt   int // depth of a skipped element, 0 outside
	pubDone  bool
	text     strings.Builder
	lines    strings.Builder // text-only forms: the paragraphs' lines so far
	numParts [3]string       // country, number, kind
}

// token handles one token and reports whether the root element has ended.
func (p *docParser) token(tok xml.Token) bool {
	switch t := tok.(type) {
	case xml.StartElement:
		name := t.Name.Local
		p.depth++
		p.stack = append(p.stack, name)
		if p.depth == 1 {
			p.doc.Schema = name
			p.dia = dialects[name]
			if p.dia.english {
				p.rootNumber(t)
			}
			return false
		}
		switch {
		case p.skipAt > 0:
		case p.paraAt > 0:
			low := strings.ToLower(name)
			if skipElements[low] {
				p.skipAt = p.depth
				p.text.WriteString(" " + Omitted + " ")
			} else if dropElements[low] {
				p.skipAt = p.depth
			} else if spaceElements[low] || name == p.dia.paragraph {
				p.text.WriteByte(' ')
			}
		case (p.descAt > 0 || p.abstAt > 0) && name == p.dia.paragraph:
			p.paraAt = p.depth
		case p.descAt == 0 && p.abstAt == 0 && p.dia.description != "" && name == p.dia.description:
			if !p.dia.english || englishElement(t) {
				p.descAt = p.depth
			}
		case p.descAt == 0 && p.abstAt == 0 && p.dia.abstract != "" && name == p.dia.abstract:
			// The first (English) abstract only: patent-document may
			// repeat it from several sources.
			if len(p.doc.Abstract) == 0 && (!p.dia.english || englishElement(t)) {
				p.abstAt = p.depth
			}
		}
	case xml.EndElement:
		name := t.Name.Local
		switch {
		case p.skipAt == p.depth:
			p.skipAt = 0
		case p.skipAt > 0:
		case p.paraAt == p.depth:
			p.paraAt = 0
			if p.dia.textOnly {
				// A sentence may go on in the next paragraph element
				// (after a page marker): the lines are read together
				// when the Description or abstract ends.
				p.lines.WriteString(p.text.String())
				p.lines.WriteByte('\n')
			} else if s := strings.TrimSpace(p.text.String()); s != "" && !p.dia.numbered {
				p.addParagraphs(s)
			} else if s != "" {
				// The European forms: a four-digit paragraph number
				// inside the text starts another paragraph (GROBID
				// joined two: "… were measured. [0011] More
				// specifically, …"), OCR placeholders are read as in
				// text-only full text, headings written as paragraphs
				// ("DETAILED DESCRIPTION OF THE INVENTION") are dropped,
				// and a heading run into a paragraph's first sentence
				// is cut ("Summary of the Invention The present …").
				for _, piece := range splitInnerNumbers(s) {
					piece = strings.TrimSpace(paragraphNumber.ReplaceAllString(piece, ""))
					piece = pageMarker.ReplaceAllString(piece, " ")
					piece = placeholder.ReplaceAllString(piece, " "+Omitted+" ")
					if piece != "" && !upperHeading(piece) {
						p.addParagraphs(cutLeadingHeading(piece))
					}
				}
			}
			p.text.Reset()
		case p.paraAt > 0:
			if spaceElements[strings.ToLower(name)] || name == p.dia.paragraph {
				p.text.WriteByte(' ')
			}
		case p.descAt == p.depth:
			p.flushLines()
			p.descAt = 0
		case p.abstAt == p.depth:
			p.flushLines()
			p.abstAt = 0
		case name == "publication-reference":
			p.pubDone = true
		}
		p.depth--
		p.stack = p.stack[:len(p.stack)-1]
		if p.depth == 0 {
			p.finishNumber()
			return true
		}
	case xml.CharData:
		switch {
		case p.skipAt > 0:
		case p.paraAt > 0:
			p.text.Write(t)
		case p.descAt == 0 && p.abstAt == 0:
			p.bibliographic(t)
		}
	}
	return false
}

// addParagraphs appends paragraphs to the Description, or to the abstract
// inside it.
func (p *docParser) addParagraphs(paras ...string) {
	if p.abstAt > 0 {
		p.doc.Abstract = append(p.doc.Abstract, paras...)
	} else {
		p.doc.Paragraphs = append(p.doc.Paragraphs, paras...)
	}
}

// flushLines reads the lines of a text-only Description or abstract into
// paragraphs (textOnlyParagraphs).
func (p *docParser) flushLines() {
	if p.lines.Len() > 0 {
		p.addParagraphs(textOnlyParagraphs(p.lines.String())...)
		p.lines.Reset()
	}
}

// bibliographic records the publication number, country and kind.
func (p *docParser) bibliographic(t xml.CharData) {
	n := len(p.stack)
	if n < 3 {
		return
	}
	leaf, parent, grand := p.stack[n-1], p.stack[n-2], p.stack[n-3]
	set := func(i int) {
		if p.numParts[i] == "" {
			p.numParts[i] = strings.TrimSpace(string(t))
		}
	}
	switch p.doc.Schema {
	case "us-patent-grant", "us-patent-application", "fulltext-document":
		if p.pubDone || parent != "document-id" || grand != "publication-reference" {
			return
		}
		switch leaf {
		case "country":
			set(0)
		case "doc-number":
			set(1)
		case "kind":
			set(2)
		}
	case "patent-application-publication":
		if parent != "document-id" || grand != "subdoc-bibliographic-information" {
			return
		}
		switch leaf {
		case "doc-number":
			set(1)
		case "kind-code":
			set(2)
		}
	case "PATDOC":
		if leaf != "PDAT" {
			return
		}
		switch {
		case parent == "DNUM" && grand == "B110":
			set(1)
		case parent == "B130":
			set(2)
		case parent == "B190":
			set(0)
		}
	}
}

// rootNumber records the country, number and kind from the attributes of
// a European root element: country, doc-number (docnumber in WIPO's OCR
// form) and kind (ep-patent-document, patent-document).
func (p *docParser) rootNumber(t xml.StartElement) {
	for _, a := range t.Attr {
		v := strings.TrimSpace(a.Value)
		switch a.Name.Local {
		case "country":
			p.numParts[0] = v
		case "doc-number", "docnumber":
			p.numParts[1] = v
		case "kind":
			p.numParts[2] = v
		}
	}
}

func (p *docParser) finishNumber() {
	country, number, kind := p.numParts[0], p.numParts[1], p.numParts[2]
	if number == "" {
		return
	}
	if country == "" {
		country = "US"
	}
	p.doc.Number = country + number
	p.doc.Kind = kind
}

// latin1ToUTF8 decodes ISO-8859-1 bytes.
func latin1ToUTF8(b []byte) []byte {
	out := make([]byte, 0, len(b)+len(b)/8)
	for _, c := range b {
		out = utf8.AppendRune(out, rune(c))
	}
	return out
}
