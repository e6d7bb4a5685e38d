// Package uspto reads the Description paragraphs of US patents from the
// USPTO full-text bulk formats, one document at a time and in constant
// memory (bounded by the largest single document, not by the file).
//
// Supported inputs, detected from the first bytes of the file (and XML
// forms from the root element):
//
//   - XML: weekly grant and application files (ipg/ipa: many "<?xml ...?>"
//     documents concatenated in one file, us-patent-grant and
//     us-patent-application v4.x, including the xml2004/2006/2014 forms),
//     pre-2005 applications (patent-application-publication, pap v1.x) and
//     the 2001–2004 grant form (PATDOC, ST.32 v2.x, "SGML" in the USPTO
//     documentation). Documents with other roots (sequence listings, ...)
//     are returned with no paragraphs.
//   - European XML: EPO publication-server documents (ST.36
//     "ep-patent-document"), IFI/CLEF-IP-style "patent-document" (EP, WO
//     and US publications, as in GROBID's patent corpus) and EPO OPS
//     text-only "fulltext-document". Only an English Description and
//     abstract (lang="en", any case, or no lang) are read; inline markup
//     such as GROBID's citation tags <ref type="patent">…</ref> is removed
//     and its text kept; OPS paragraph numbers "[0001]" are dropped.
//   - BRS: the text dump with "*** BRS DOCUMENT BOUNDARY ***" separators and
//     four-letter field tags (BSTX, DETX, ...).
//   - Text: plain text with one sentence per line.
//
// Gzip-compressed files and zip archives (the USPTO bulk downloads) are
// read transparently. Only Description paragraphs (and, separately, the
// abstract) are returned: never claims, headings, tables, maths or
// chemistry. Content skipped inside a paragraph (a table, a formula) is
// marked with [Omitted] so that callers can drop the sentence around it.
package uspto

import (
	"archive/zip"
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"
)

// Omitted replaces content removed from inside a paragraph (tables, maths,
// chemistry, images). It is U+FFFC OBJECT REPLACEMENT CHARACTER.
const Omitted = "\uFFFC"

// Format is a USPTO full-text input format.
type Format int

// The input formats. FormatAuto detects the format from the first bytes.
const (
	FormatAuto Format = iota
	FormatXML
	FormatBRS
	FormatText
)

var formatNames = [...]string{"auto", "xml", "brs", "text"}

// String returns the format's name as accepted by ParseFormat.
func (f Format) String() string {
	if f < 0 || int(f) >= len(formatNames) {
		return fmt.Sprintf("Format(%d)", int(f))
	}
	return formatNames[f]
}

// ParseFormat returns the Format named s ("auto", "xml", "brs" or "text").
func ParseFormat(s string) (Format, error) {
	for i, n := range formatNames {
		if n == s {
			return Format(i), nil
		}
	}
	return FormatAuto, fmt.Errorf("unknown format %q (want auto, xml, brs or text)", s)
}

// Document is the Description of one patent document.
type Document struct {
	// Number is the publication number with its country code as printed in
	// the source, e.g. "US06836899" or "US20010000044"; empty for plain text.
	Number string
	// Kind is the publication kind code ("B1", "A1", "S1"), when known.
	Kind string
	// Schema names the source form: the XML root element
	// ("us-patent-grant", "patent-application-publication", "PATDOC", ...),
	// "brs" or "text".
	Schema string
	// Offset and Line locate the start of the document in the (decompressed)
	// input: a byte offset from 0 and a line number from 1.
	Offset int64
	Line   int
	// Paragraphs holds the Description paragraphs in document order, with
	// entities decoded and markup removed. Whitespace is not normalised.
	Paragraphs []string
	// Abstract holds the abstract's paragraphs, read like Paragraphs, for
	// the forms that have one (us-patent-grant/-application and the
	// European forms; English only for the latter). Callers that want the
	// Description alone ignore it.
	Abstract []string
	// Sentences is true when every paragraph is already a single sentence
	// (plain text input).
	Sentences bool
}

// Reader returns the documents of one input in order. Next returns io.EOF
// after the last document. When Next returns an *Error, the bad document
// has been skipped and Next may be called again to continue with the
// following one; any other error is final.
type Reader interface {
	Next() (*Document, error)
}

// Error reports bad input: a syntax error, a truncated document or bytes
// that are not valid UTF-8, located by file, byte offset and line.
type Error struct {
	File   string
	Offset int64 // byte offset in the decompressed input, from 0
	Line   int   // line number, from 1
	Err    error
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s: byte %d (line %d): %v", e.File, e.Offset, e.Line, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// ErrInvalidUTF8 is wrapped by the *Error returned for input that is not
// valid UTF-8 (and declares no other encoding).
var ErrInvalidUTF8 = errors.New("invalid UTF-8")

// maxDocument bounds the size of a single XML document or line; a weekly
// file is read one document at a time.
const maxDocument = 256 << 20

// NewReader returns a Reader for the uncompressed input r. name is used in
// error messages. With FormatAuto the format is detected from the first
// bytes: XML when the first non-space byte is '<', BRS when a BRS document
// boundary or WKU field appears in the first 64 KiB, plain text otherwise.
func NewReader(r io.Reader, name string, f Format) (Reader, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	if f == FormatAuto {
		var err error
		if f, err = Detect(br); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	switch f {
	case FormatXML:
		return newXMLReader(br, name), nil
	case FormatBRS:
		return newBRSReader(br, name), nil
	case FormatText:
		return newTextReader(br, name), nil
	}
	return nil, fmt.Errorf("%s: unsupported format %v", name, f)
}

// Detect peeks at the start of br and returns the input format. It does not
// consume input.
func Detect(br *bufio.Reader) (Format, error) {
	head, err := br.Peek(64 << 10)
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		return FormatAuto, fmt.Errorf("detecting format: %w", err)
	}
	return detect(head), nil
}

func detect(head []byte) Format {
	rest := trimBOM(head)
	for len(rest) > 0 && isSpace(rest[0]) {
		rest = rest[1:]
	}
	if len(rest) > 0 && rest[0] == '<' {
		return FormatXML
	}
	for line := range lines(head) {
		if string(trimRight(line)) == brsBoundary || hasPrefix(line, "WKU ") {
			return FormatBRS
		}
	}
	return FormatText
}

// File is a Reader over a file on disk: plain, gzip-compressed, or a zip
// archive whose entries are read in order (the form of the USPTO weekly
// bulk downloads).
type File struct {
	Reader
	// Format is the detected (or requested) format; FormatAuto for a zip
	// archive, whose entries are detected one by one.
	Format Format
	// Compression is "gzip", "zip" or empty.
	Compression string
	f           *os.File
	count       *countingReader
	gz          *gzip.Reader
	zip         *zipReader
}

// Open opens the file at path for reading with format f (FormatAuto to
// detect it). Gzip compression and zip archives are detected from their
// magic bytes. Errors inside a zip entry name the file as
// "archive.zip!entry.xml".
func Open(path string, f Format) (*File, error) {
	osf, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	file := &File{f: osf, count: &countingReader{r: osf}}
	br := bufio.NewReaderSize(file.count, 64<<10)
	var src io.Reader = br
	magic, _ := br.Peek(4)
	switch {
	case len(magic) >= 2 && magic[0] == 0x1f && magic[1] == 0x8b:
		gz, err := gzip.NewReader(br)
		if err != nil {
			osf.Close()
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		file.gz, file.Compression = gz, "gzip"
		src = gz
	case string(magic) == "PK\x03\x04":
		st, err := osf.Stat()
		if err != nil {
			osf.Close()
			return nil, err
		}
		zr, err := zip.NewReader(&countingReaderAt{r: osf, n: &file.count.n}, st.Size())
		if err != nil {
			osf.Close()
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		file.zip = &zipReader{zr: zr, path: path, format: f}
		file.Reader, file.Format, file.Compression = file.zip, FormatAuto, "zip"
		return file, nil
	}
	inner := bufio.NewReaderSize(src, 64<<10)
	if f == FormatAuto {
		if f, err = Detect(inner); err != nil {
			osf.Close()
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	file.Format = f
	if file.Reader, err = NewReader(inner, path, f); err != nil {
		osf.Close()
		return nil, err
	}
	return file, nil
}

// BytesRead returns how many bytes of the file (compressed, if it is) have
// been read so far, for progress displays.
func (f *File) BytesRead() int64 { return f.count.n }

// Close closes the file.
func (f *File) Close() error {
	if f.gz != nil {
		f.gz.Close()
	}
	if f.zip != nil {
		f.zip.close()
	}
	return f.f.Close()
}

// zipReader reads the entries of a zip archive one after the other.
type zipReader struct {
	zr     *zip.Reader
	path   string
	format Format
	next   int           // index of the next entry
	rc     io.ReadCloser // current entry
	cur    Reader
}

func (z *zipReader) Next() (*Document, error) {
	for {
		if z.cur == nil {
			if z.next >= len(z.zr.File) {
				return nil, io.EOF
			}
			e := z.zr.File[z.next]
			z.next++
			if e.FileInfo().IsDir() {
				continue
			}
			name := z.path + "!" + e.Name
			rc, err := e.Open()
			if err != nil {
				return nil, &Error{File: name, Line: 1, Err: err}
			}
			r, err := NewReader(rc, name, z.format)
			if err != nil {
				rc.Close()
				return nil, &Error{File: name, Line: 1, Err: err}
			}
			z.rc, z.cur = rc, r
		}
		d, err := z.cur.Next()
		if errors.Is(err, io.EOF) {
			z.close()
			continue
		}
		return d, err
	}
}

func (z *zipReader) close() {
	if z.rc != nil {
		z.rc.Close()
	}
	z.rc, z.cur = nil, nil
}

// countingReaderAt counts the bytes read through it into *n.
type countingReaderAt struct {
	r io.ReaderAt
	n *int64
}

func (c *countingReaderAt) ReadAt(p []byte, off int64) (int, error) {
	k, err := c.r.ReadAt(p, off)
	*c.n += int64(k)
	return k, err
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// lineReader reads lines with their byte offsets and line numbers.
type lineReader struct {
	br     *bufio.Reader
	name   string
	offset int64 // offset of the next line
	line   int   // number of the next line, from 1
}

// next returns the next line including its newline, its offset and its
// number. The returned slice is valid until the following call.
func (l *lineReader) next() ([]byte, int64, int, error) {
	line, err := l.br.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		buf := append([]byte(nil), line...)
		for errors.Is(err, bufio.ErrBufferFull) {
			if len(buf) > maxDocument {
				return nil, l.offset, l.line, &Error{File: l.name, Offset: l.offset, Line: l.line,
					Err: fmt.Errorf("line longer than %d bytes", maxDocument)}
			}
			line, err = l.br.ReadSlice('\n')
			buf = append(buf, line...)
		}
		line = buf
	}
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, l.offset, l.line, fmt.Errorf("%s: %w", l.name, err)
	}
	if len(line) == 0 {
		return nil, l.offset, l.line, io.EOF
	}
	off, n := l.offset, l.line
	l.offset += int64(len(line))
	l.line++
	return line, off, n, nil
}

// checkUTF8 returns an *Error locating the first invalid UTF-8 byte of b,
// which starts at offset off on line ln, or nil when b is valid.
func checkUTF8(name string, b []byte, off int64, ln int) error {
	if utf8.Valid(b) {
		return nil
	}
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return &Error{File: name, Offset: off + int64(i), Line: ln,
				Err: fmt.Errorf("%w: byte 0x%02x", ErrInvalidUTF8, b[i])}
		}
		if b[i] == '\n' {
			ln++
		}
		i += size
	}
	return nil
}

func trimBOM(b []byte) []byte {
	if len(b) >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf {
		return b[3:]
	}
	return b
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func trimRight(b []byte) []byte {
	for len(b) > 0 && isSpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b
}

func hasPrefix(b []byte, p string) bool { return len(b) >= len(p) && string(b[:len(p)]) == p }

// lines yields the lines of b without their newlines.
func lines(b []byte) func(func([]byte) bool) {
	return func(yield func([]byte) bool) {
		for len(b) > 0 {
			i := 0
			for i < len(b) && b[i] != '\n' {
				i++
			}
			if !yield(b[:i]) {
				return
			}
			if i < len(b) {
				i++
			}
			b = b[i:]
		}
	}
}
