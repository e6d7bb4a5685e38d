package lines

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSplit(t *testing.T) {
	long := strings.Repeat("a", MaxBytes)
	tests := []struct {
		name, in string
		want     []string
		err      string // substring of the error; "" for none
	}{
		{"empty file", "", nil, ""},
		{"one line without newline", "abc", []string{"abc"}, ""},
		{"LF and CRLF", "a b\r\nc\n", []string{"a b", "c"}, ""},
		{"blank lines kept", "a\n\n \nb\n", []string{"a", "", " ", "b"}, ""},
		{"lone newline", "\n", []string{""}, ""},
		{"CR inside kept", "a\rb\n", []string{"a\rb"}, ""},
		{"U+FFFD is text", "caf\uFFFD\n", []string{"caf\uFFFD"}, ""},
		{"longest line", long + "\r\n", []string{long}, ""},
		{"invalid UTF-8", "ok\nbro\xffken\n", nil, "f.txt:2: invalid UTF-8 at byte 4 (0xff)"},
		{"truncated rune at end", "ok\n\xe2\x82", nil, "f.txt:2: invalid UTF-8 at byte 1 (0xe2)"},
		{"binary", "ok\nok\nx\x00y\n", nil, "f.txt:3: binary data (NUL byte) at byte 2"},
		{"too long", "a\n" + long + "b\nc\n", nil, "f.txt:2: line longer than 1048576 bytes"},
		{"too long last line", long + "bc", nil, "f.txt:1: line longer than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Split([]byte(tt.in), "f.txt")
			if tt.err != "" {
				var le *Error
				if !errors.As(err, &le) || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want an *Error containing %q", err, tt.err)
				}
				return
			}
			if err != nil || !slices.Equal(got, tt.want) {
				t.Fatalf("got %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

// TestReaderContinues checks that reading goes on after a bad line with
// the right line numbers (filter --skip-bad style callers rely on it).
func TestReaderContinues(t *testing.T) {
	r := NewReader(strings.NewReader("a\n\xff\n"+strings.Repeat("x", MaxBytes+5)+"\nd"), "in")
	var got []string
	for {
		s, err := r.Next()
		if err == io.EOF {
			break
		}
		var le *Error
		if errors.As(err, &le) {
			got = append(got, le.Error()[:len("in:2")])
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, s)
	}
	if want := []string{"a", "in:2", "in:3", "d"}; !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	if r.Line() != 4 {
		t.Errorf("Line() = %d, want 4", r.Line())
	}
}

func TestReadFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "x.txt")
	if err := os.WriteFile(p, []byte("one\ntwo"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := ReadFile(p)
	if err != nil || !slices.Equal(got, []string{"one", "two"}) {
		t.Fatalf("got %q, %v", got, err)
	}
	if _, err := ReadFile(p + ".missing"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: err = %v", err)
	}
}

func TestErrorFormat(t *testing.T) {
	if got := (&Error{"f", 0, "empty file"}).Error(); got != "f: empty file" {
		t.Errorf("line 0: %q", got)
	}
	if got := (&Error{"f", 3, "why"}).Error(); got != "f:3: why" {
		t.Errorf("line 3: %q", got)
	}
}

// FuzzSplit checks that Split either fails with an *Error on a line that
// really is bad, or returns lines that rebuild the input and are all text.
func FuzzSplit(f *testing.F) {
	for _, s := range []string{"", "a\nb", "a\r\nb\r\n", "\n\n", "\xff", "a\x00", "é\n\xe2\x82", "x\r"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := Split(data, "fuzz")
		if err != nil {
			var le *Error
			if !errors.As(err, &le) || le.Line < 1 {
				t.Fatalf("error %v is not an *Error with a line", err)
			}
			bad := bytes.Split(data, []byte("\n"))[le.Line-1]
			if utf8.Valid(bad) && bytes.IndexByte(bad, 0) < 0 && len(bad) <= MaxBytes+1 {
				t.Fatalf("line %d %q rejected: %v", le.Line, bad, err)
			}
			return
		}
		for _, s := range got {
			if !utf8.ValidString(s) || strings.ContainsAny(s, "\x00\n") {
				t.Fatalf("bad line %q", s)
			}
		}
		// Joining the lines gives the input back, up to CR before LF and
		// the final terminator.
		norm := bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
		norm = bytes.TrimSuffix(norm, []byte("\n"))
		if j := strings.Join(got, "\n"); j != string(norm) && !bytes.HasSuffix(data, []byte("\r")) {
			t.Fatalf("lines %q do not rebuild %q", got, data)
		}
	})
}
