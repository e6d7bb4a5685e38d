package pairs

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/lines"
)

func TestReadCorpusErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.complex", "one\ntwo\n")
	write("a.simple", "uno\n")
	write("b.tsv", "x\ty\nz\n")
	write("c.tsv", "x\ty\n\xff\tb\n")
	write("g.tsv", "")
	write("h.tsv", "1\ta\tb\n2\t \tb\n")
	write("i.tsv", "1\ta\x00\tb\n")
	write("j.complex", "a\n\nc\n")
	write("j.simple", "a\nb\nc\n")
	write("k.complex", "a\n")
	tests := []struct{ prefix, want string }{
		{"a", "1 lines, but"},
		{"b.tsv", "b.tsv:2: want id<TAB>complex<TAB>simple or complex<TAB>simple"},
		{"c.tsv", "c.tsv:2: invalid UTF-8"},
		{"missing", "missing.complex"},
		{"g.tsv", "g.tsv: no pairs: the input is empty"},
		{"h.tsv", "h.tsv:2: empty complex or simple sentence"},
		{"i.tsv", "i.tsv:1: binary data (NUL byte) at byte 4"},
		{"j", "j.complex:2: blank line"},
		{"k", "found neither"},
	}
	for _, tt := range tests {
		_, err := ReadCorpus(filepath.Join(dir, tt.prefix))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReadCorpus(%s): err = %v, want %q", tt.prefix, err, tt.want)
		}
	}
	// patsimp split's pair files: id, complex, simple; ids are ignored and
	// a repeated source gives one example per candidate.
	write("d.tsv", "7\tc1\ts1\r\n7\tc1\ts2\n9\tc2\tt1\n")
	c, err := ReadCorpus(filepath.Join(dir, "d.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	if c.Len() != 3 || c.Complex[1] != "c1" || c.Complex[2] != "c2" {
		t.Errorf("complex %q", c.Complex)
	}
	if got := c.Refs(); len(got) != 1 || got[0][0] != "s1" || got[0][1] != "s2" || got[0][2] != "t1" {
		t.Errorf("refs %q", got)
	}
	write("e.tsv", "c1\ts1\nc2\tt1\n")
	if c, err := ReadCorpus(filepath.Join(dir, "e.tsv")); err != nil || c.Complex[1] != "c2" || c.Simple[1][0] != "t1" {
		t.Errorf("two-column TSV: %v %+v", err, c)
	}
	write("f.tsv", "1\tc\ts\nc\ts\n")
	if _, err := ReadCorpus(filepath.Join(dir, "f.tsv")); err == nil || !strings.Contains(err.Error(), "f.tsv:2: 2 columns, earlier lines have 3") {
		t.Errorf("mixed TSV: err = %v", err)
	}
	v, err := ReadCorpus(filepath.Join("../../testdata/access", "valid"))
	if err != nil || v.Len() != 24 || len(v.Simple[0]) != 10 {
		t.Fatalf("valid corpus: %v", err)
	}
}

func FuzzParseTSV(f *testing.F) {
	f.Add("a\tb\n")
	f.Add("1\tb\tc\r\n2\te\tf")
	f.Add("\t\n\t")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseTSV("fuzz", strings.NewReader(s))
		if err != nil {
			var le *lines.Error
			if !errors.As(err, &le) || !strings.HasPrefix(err.Error(), "fuzz") {
				t.Fatalf("error %v is not a *lines.Error naming the input", err)
			}
			return
		}
		if c.Len() == 0 {
			t.Fatal("no pairs and no error")
		}
		for i := range c.Complex {
			if len(c.Simple[i]) != len(c.Simple[0]) || len(c.Simple[i]) < 1 {
				t.Fatalf("row %d has %d refs", i, len(c.Simple[i]))
			}
		}
	})
}
