package train

import (
	"strings"
	"testing"
)

func TestParseTuneLog(t *testing.T) {
	text := "{\"controls\":\"LengthRatio=0.8,Levenshtein=0.6\",\"sari\":30.5}\n{\"controls\":\"LengthRatio=0.9\",\"sari\":31.25}\n{\"contr"
	trials, err := ParseTuneLog("tune.jsonl", text)
	if err != nil {
		t.Fatal(err)
	}
	if len(trials) != 2 || trials[1].SARI != 31.25 || trials[0].Controls.String() != "LengthRatio=0.8,Levenshtein=0.6" {
		t.Fatalf("trials %+v", trials)
	}
	if _, err := ParseTuneLog("tune.jsonl", "{}\nnot json\n"); err == nil || !strings.Contains(err.Error(), "tune.jsonl:2") {
		t.Fatalf("err = %v, want the bad second line named", err)
	}
}

func FuzzParseTuneLog(f *testing.F) {
	f.Add("{\"controls\":\"LengthRatio=0.8\",\"sari\":30.5}\n")
	f.Add("{\"controls\":\"x\"}\n{")
	f.Fuzz(func(t *testing.T, s string) {
		trials, err := ParseTuneLog("fuzz", s)
		if err != nil {
			return
		}
		if len(trials) > strings.Count(s, "\n") {
			t.Fatalf("%d trials from %d lines", len(trials), strings.Count(s, "\n"))
		}
	})
}
