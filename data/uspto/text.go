package uspto

import (
	"bufio"
	"strings"
)

// textReader reads plain text, one sentence per line; each non-blank line
// is returned as a Document with one paragraph and Sentences set.
type textReader struct {
	lr lineReader
}

func newTextReader(br *bufio.Reader, name string) *textReader {
	return &textReader{lr: lineReader{br: br, name: name, line: 1}}
}

func (t *textReader) Next() (*Document, error) {
	for {
		line, off, n, err := t.lr.next()
		if err != nil {
			return nil, err
		}
		if n == 1 {
			line = trimBOM(line)
		}
		if err := checkUTF8(t.lr.name, line, off, n); err != nil {
			return nil, err
		}
		s := strings.TrimSpace(string(line))
		if s == "" {
			continue
		}
		return &Document{Schema: "text", Offset: off, Line: n, Paragraphs: []string{s}, Sentences: true}, nil
	}
}
