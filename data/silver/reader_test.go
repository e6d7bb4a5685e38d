package silver

import (
	"bytes"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

func readAll(r PairReader) ([]Pair, error) {
	var out []Pair
	for {
		p, err := r.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, p)
	}
}

func TestTSVReader(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    []Pair
		wantErr string // error without --skip-bad
		skipped []string
	}{
		{
			name: "two pairs, CRLF, no final newline",
			in:   "1\tA complex one.\tA simple one.\r\n1\tA complex one.\tAnother.",
			want: []Pair{{"1", "A complex one.", "A simple one."}, {"1", "A complex one.", "Another."}},
		},
		{
			name:    "missing column",
			in:      "1\tok\tok\n2\tonly complex\n",
			want:    []Pair{{"1", "ok", "ok"}},
			wantErr: "in.tsv:2: want 3 tab-separated columns (id, complex sentence, candidate), got 2",
			skipped: []string{"in.tsv:2: want 3 tab-separated columns (id, complex sentence, candidate), got 2"},
		},
		{
			name:    "extra column",
			in:      "1\ta\tb\tc\n",
			wantErr: "in.tsv:1: want 3 tab-separated columns (id, complex sentence, candidate), got 4",
			skipped: []string{"in.tsv:1: want 3 tab-separated columns (id, complex sentence, candidate), got 4"},
		},
		{
			name:    "empty candidate",
			in:      "1\ta\t \n2\tb\tc\n",
			want:    []Pair{{"2", "b", "c"}},
			wantErr: "in.tsv:1: empty candidate",
			skipped: []string{"in.tsv:1: empty candidate"},
		},
		{
			name:    "empty id and empty line",
			in:      "\ta\tb\n\n3\tc\td\n",
			want:    []Pair{{"3", "c", "d"}},
			wantErr: "in.tsv:1: empty id",
			skipped: []string{"in.tsv:1: empty id", "in.tsv:2: empty line"},
		},
		{
			name:    "invalid UTF-8",
			in:      "1\tok\tok\n2\tbad \xff byte\tok\n",
			want:    []Pair{{"1", "ok", "ok"}},
			wantErr: "in.tsv:2: invalid UTF-8 in complex sentence at byte 4",
			skipped: []string{"in.tsv:2: invalid UTF-8 in complex sentence at byte 4"},
		},
		{
			name:    "line too long",
			in:      "1\t" + strings.Repeat("x", MaxLineBytes+10) + "\ty\n2\ta\tb\n",
			want:    []Pair{{"2", "a", "b"}},
			wantErr: "in.tsv:1: line longer than 1048576 bytes",
			skipped: []string{"in.tsv:1: line longer than 1048576 bytes"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := readAll(NewTSVReader(strings.NewReader(tc.in), "in.tsv", false))
			if tc.wantErr == "" && err != nil {
				t.Fatalf("unexpected error %v", err)
			}
			if tc.wantErr != "" {
				var le *LineError
				if !errors.As(err, &le) || err.Error() != tc.wantErr {
					t.Fatalf("error %v, want %q", err, tc.wantErr)
				}
			} else if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("pairs %q, want %q", got, tc.want)
			}
			r := NewTSVReader(strings.NewReader(tc.in), "in.tsv", true)
			got, err = readAll(r)
			if err != nil {
				t.Fatalf("skip-bad: %v", err)
			}
			if !reflect.DeepEqual(got, tc.want) && !(len(got) == 0 && len(tc.want) == 0) {
				t.Errorf("skip-bad pairs %q, want %q", got, tc.want)
			}
			var sk []string
			for _, le := range r.Skipped() {
				sk = append(sk, le.Error())
			}
			if !reflect.DeepEqual(sk, tc.skipped) {
				t.Errorf("skipped %q, want %q", sk, tc.skipped)
			}
		})
	}
}

func TestTSVReaderResume(t *testing.T) {
	in := "1\ta\tb\n2\tc\td\nbad line\n4\te\tf\n"
	r := NewTSVReader(strings.NewReader(in), "in.tsv", true)
	if _, err := r.Read(); err != nil {
		t.Fatal(err)
	}
	pos := r.Position()
	if pos.Line != 1 || pos.Offsets[0] != 6 {
		t.Fatalf("position %+v, want line 1 offset 6", pos)
	}
	rest, err := readAll(ResumeTSVReader(strings.NewReader(in[pos.Offsets[0]:]), "in.tsv", false, pos))
	if err == nil || err.Error() != "in.tsv:3: want 3 tab-separated columns (id, complex sentence, candidate), got 1" {
		t.Fatalf("resumed reader: %v (pairs %q)", err, rest)
	}
}

func TestParallelReader(t *testing.T) {
	tests := []struct {
		name, complex, simple string
		want                  []Pair
		wantErr               string
		skipBad               bool
	}{
		{name: "aligned", complex: "C one.\nC two.\n", simple: "S one.\nS two.", want: []Pair{{"1", "C one.", "S one."}, {"2", "C two.", "S two."}}},
		{name: "complex longer", complex: "a\nb\n", simple: "x\n", wantErr: "s.txt:1: the file ends here but c.txt goes on: the files are not parallel"},
		{name: "simple longer", complex: "a\n", simple: "x\ny\n", wantErr: "c.txt:1: the file ends here but s.txt goes on: the files are not parallel"},
		{name: "bad complex line where simple ends", complex: "a\n" + strings.Repeat("x", MaxLineBytes+1) + "\n", simple: "x\n", skipBad: true,
			wantErr: "s.txt:1: the file ends here but c.txt goes on: the files are not parallel"},
		{name: "empty simple line", complex: "a\nb\n", simple: "\ny\n", wantErr: "s.txt:1: empty simple sentence"},
		{name: "tab in complex", complex: "a\tb\n", simple: "x\n", wantErr: "c.txt:1: complex sentence contains a tab"},
		{name: "skip bad", complex: "a\n\xfe\nc\n", simple: "x\ny\nz\n", skipBad: true, want: []Pair{{"1", "a", "x"}, {"3", "c", "z"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := NewParallelReader(strings.NewReader(tc.complex), "c.txt", strings.NewReader(tc.simple), "s.txt", tc.skipBad)
			got, err := readAll(r)
			if tc.wantErr != "" {
				if err == nil || err.Error() != tc.wantErr {
					t.Fatalf("error %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("pairs %q, want %q", got, tc.want)
			}
			if tc.skipBad && (len(r.Skipped()) != 1 || r.Skipped()[0].Error() != "c.txt:2: invalid UTF-8 in complex sentence at byte 0") {
				t.Errorf("skipped %v", r.Skipped())
			}
		})
	}
}

func TestTSVWriterRejectsUnreadableFields(t *testing.T) {
	for _, p := range []Pair{{"1", "a\tb", "c"}, {"1", "a", "b\nc"}, {"", "a", "b"}} {
		if err := NewTSVWriter(io.Discard).Write(p); err == nil {
			t.Errorf("Write(%q) succeeded", p)
		}
	}
}

// FuzzTSVReader checks that any input either yields pairs or line-numbered
// errors, that skip-bad mode accounts for every line, and that the pairs
// read survive a write/read round trip.
func FuzzTSVReader(f *testing.F) {
	for _, s := range []string{
		"1\ta\tb\n", "1\ta\tb\r\n2\tc\td", "x\n\n\t\t\n", "1\t\xff\tb\n", "1\ta\tb\tc\n", "\n", "a\tb\n1\tc\td\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		r := NewTSVReader(strings.NewReader(in), "f.tsv", true)
		pairs, err := readAll(r)
		if err != nil {
			t.Fatalf("skip-bad reader failed: %v", err)
		}
		lines := strings.Count(in, "\n")
		if in != "" && !strings.HasSuffix(in, "\n") {
			lines++
		}
		if len(pairs)+len(r.Skipped()) != lines {
			t.Fatalf("%d pairs + %d skipped != %d lines", len(pairs), len(r.Skipped()), lines)
		}
		for _, le := range r.Skipped() {
			if le.Line < 1 || le.Line > lines || le.File != "f.tsv" || le.Reason == "" {
				t.Fatalf("bad error %+v", le)
			}
		}
		var buf bytes.Buffer
		w := NewTSVWriter(&buf)
		for _, p := range pairs {
			if err := w.Write(p); err != nil {
				t.Fatalf("Write(%q): %v", p, err)
			}
		}
		back, err := readAll(NewTSVReader(&buf, "back.tsv", false))
		if err != nil {
			t.Fatalf("round trip: %v", err)
		}
		if !reflect.DeepEqual(back, pairs) && len(pairs) > 0 {
			t.Fatalf("round trip %q != %q", back, pairs)
		}
	})
}
