package wordfreq

import (
	"bufio"
	"strings"
	"testing"
)

func TestOpen(t *testing.T) {
	r, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	sc := bufio.NewScanner(r)
	var lines []string
	n := 0
	for sc.Scan() {
		if n < 3 {
			lines = append(lines, sc.Text())
		}
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n != 321181 {
		t.Errorf("%d lines, want 321181 (header + 321,180 words)", n)
	}
	want := []string{"# rank\tword\tfrequency_centibels", "0\tthe\t-127", "1\tto\t-157"}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("line %d = %q, want prefix %q", i+1, lines[i], w)
		}
	}
}
