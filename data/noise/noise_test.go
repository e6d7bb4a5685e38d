package noise

import (
	"bytes"
	"compress/gzip"
	"slices"
	"strings"
	"testing"
)

const sentence = "the first housing part is connected to the second housing part by a flexible hinge made of rubber ."

// subsequence reports whether a (without masks) is a subsequence of b.
func subsequence(a, b []string, mask string) bool {
	j := 0
	for _, t := range a {
		if t == mask {
			continue
		}
		for j < len(b) && b[j] != t {
			j++
		}
		if j == len(b) {
			return false
		}
		j++
	}
	return true
}

func TestCorruptDeterministic(t *testing.T) {
	o := Default()
	a, b := Corrupt(sentence, 7, o), Corrupt(sentence, 7, o)
	if a != b {
		t.Errorf("same line and seed: %q vs %q", a, b)
	}
	if c := Corrupt(sentence, 8, o); c == a {
		t.Errorf("lines 7 and 8 corrupted alike: %q", c)
	}
	o.Seed = 2
	if c := Corrupt(sentence, 7, o); c == a {
		t.Errorf("seeds 1 and 2 corrupted alike: %q", c)
	}
	if got := Corrupt("  a  b ", 0, Options{}); got != "a b" {
		t.Errorf("zero options: %q", got)
	}
}

// TestMaskAndDelete: without shuffling, the kept tokens are a subsequence
// of the original; masked spans cover about MaskRatio of the tokens.
func TestMaskAndDelete(t *testing.T) {
	orig := strings.Fields(sentence)
	o := Options{Seed: 3, MaskRatio: 0.3, PoissonLambda: 3, Mask: "<mask>"}
	kept, masks, total := 0, 0, 0
	for n := range 2000 {
		got := strings.Fields(Corrupt(sentence, n, o))
		if !subsequence(got, orig, o.Mask) {
			t.Fatalf("line %d: %q is not a masked subsequence", n, got)
		}
		for i, tok := range got {
			if tok == o.Mask {
				masks++
				if i > 0 && got[i-1] == o.Mask {
					t.Fatalf("line %d: adjacent masks in %q", n, got)
				}
			} else {
				kept++
			}
		}
		total += len(orig)
	}
	share := 1 - float64(kept)/float64(total)
	if share < 0.2 || share > 0.32 {
		t.Errorf("masked share %.3f, want about 0.3 (zero-length spans insert masks without covering tokens)", share)
	}
	if masks < 2000 {
		t.Errorf("%d masks in 2000 lines", masks)
	}
	d := Options{Seed: 3, DeleteRatio: 0.5}
	deleted := 0
	for n := range 200 {
		got := strings.Fields(Corrupt(sentence, n, d))
		if !subsequence(got, orig, "") {
			t.Fatalf("deletion reordered: %q", got)
		}
		deleted += len(orig) - len(got)
	}
	if r := float64(deleted) / float64(200*len(orig)); r < 0.45 || r > 0.55 {
		t.Errorf("deleted share %.3f, want about 0.5", r)
	}
}

func TestPermuteAndShuffle(t *testing.T) {
	line := "The pump starts. The valve opens. The tank fills."
	o := Options{Seed: 1, Permute: true}
	seen := map[string]bool{}
	for n := range 50 {
		got := Corrupt(line, n, o)
		seen[got] = true
		for _, s := range []string{"The pump starts.", "The valve opens.", "The tank fills."} {
			if !strings.Contains(got, s) {
				t.Fatalf("%q lost %q", got, s)
			}
		}
	}
	if len(seen) < 4 {
		t.Errorf("%d orders of 3 sentences in 50 lines", len(seen))
	}
	orig := strings.Fields(sentence)
	s := Options{Seed: 1, ShuffleWindow: 3}
	for n := range 100 {
		got := strings.Fields(Corrupt(sentence, n, s))
		a, b := slices.Clone(got), slices.Clone(orig)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			t.Fatalf("shuffle changed the tokens: %q", got)
		}
		for i, tok := range got {
			// Each token moves by less than the window (tokens are
			// distinct here except "housing", "part", "the").
			if j := slices.Index(orig, tok); tok != "housing" && tok != "part" && tok != "the" && (i-j >= 3 || j-i >= 3) {
				t.Fatalf("%q moved from %d to %d", tok, j, i)
			}
		}
	}
}

func TestValidate(t *testing.T) {
	for _, o := range []Options{{MaskRatio: 1}, {MaskRatio: 0.3, PoissonLambda: 3, Mask: "a b"}, {MaskRatio: 0.3, Mask: "<m>"},
		{DeleteRatio: -0.1}, {ShuffleWindow: -1}} {
		if o.Validate() == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	if err := Default().Validate(); err != nil {
		t.Error(err)
	}
}

func TestWritePairs(t *testing.T) {
	in := "First line here with words .\n\nheld out sentence\nshort\n\tTabbed\tline  with   spaces\n"
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(in))
	zw.Close()
	o := PairOptions{Options: Options{Seed: 1}, Exclude: map[string]bool{"held out sentence": true}, MinTokens: 2}
	for _, src := range [][]byte{[]byte(in), gz.Bytes()} {
		var out bytes.Buffer
		rep, err := WritePairs("t.txt", bytes.NewReader(src), &out, o)
		if err != nil {
			t.Fatal(err)
		}
		want := "t.txt:1\tFirst line here with words .\tFirst line here with words .\n" +
			"t.txt:5\tTabbed line with spaces\tTabbed line with spaces\n"
		if out.String() != want || rep != (PairReport{Lines: 5, Empty: 1, Short: 1, Excluded: 1, Pairs: 2}) {
			t.Errorf("got %q %+v", out.String(), rep)
		}
	}
	var out bytes.Buffer
	if _, err := WritePairs("bad.txt", strings.NewReader("ok line\nbad \xff\n"), &out, o); err == nil || err.Error() != "bad.txt:2: invalid UTF-8 at byte 5 (0xff)" {
		t.Errorf("err = %v", err)
	}
}

func FuzzCorrupt(f *testing.F) {
	f.Add("a b c d e f g h", uint64(1), 0.3, 0.1, 2)
	f.Add("One. Two. Three.", uint64(2), 0.9, 0.0, 0)
	f.Fuzz(func(t *testing.T, line string, seed uint64, mask, del float64, win int) {
		o := Options{Seed: seed, MaskRatio: mask, PoissonLambda: 3, Mask: "<mask>", DeleteRatio: del, Permute: true, ShuffleWindow: win % 8}
		if o.Validate() != nil {
			return
		}
		got := Corrupt(line, 0, o)
		if got != Corrupt(line, 0, o) {
			t.Fatal("not deterministic")
		}
		if n, m := len(strings.Fields(got)), len(strings.Fields(line)); n > m+m/2+2 {
			t.Fatalf("%d tokens from %d", n, m)
		}
	})
}
