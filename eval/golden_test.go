package eval

import (
	"bufio"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const tol = 1e-6

func readLines(t testing.TB, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.TrimSuffix(string(b), "\n")
	return strings.Split(s, "\n")
}

type toyGolden struct {
	Inputs struct {
		Orig []string   `json:"orig"`
		Sys  []string   `json:"sys"`
		Refs [][]string `json:"refs"`
	} `json:"inputs"`
	EASSE struct {
		CorpusSARI      float64    `json:"corpus_sari"`
		Ops             [3]float64 `json:"corpus_sari_operation_scores_add_keep_del"`
		Legacy          float64    `json:"corpus_sari_legacy"`
		Paper           float64    `json:"corpus_sari_use_paper_version"`
		DelPrecision    float64    `json:"corpus_sari_deletion_precision_only"`
		CorpusBLEU      float64    `json:"corpus_bleu"`
		Identity        float64    `json:"corpus_sari_identity_system"`
		SingleSentence1 float64    `json:"corpus_sari_single_sentence_1"`
		Normalized      struct {
			Orig []string   `json:"orig"`
			Sys  []string   `json:"sys"`
			Refs [][]string `json:"refs"`
		} `json:"normalized_13a_lowercased"`
	} `json:"easse"`
	Sacrebleu struct {
		CorpusBLEU struct {
			Score      float64    `json:"score"`
			Counts     [4]int64   `json:"counts"`
			Totals     [4]int64   `json:"totals"`
			Precisions [4]float64 `json:"precisions"`
			BP         float64    `json:"bp"`
			SysLen     int64      `json:"sys_len"`
			RefLen     int64      `json:"ref_len"`
		} `json:"corpus_bleu"`
		Lowercase       float64   `json:"corpus_bleu_lowercase"`
		Floor           float64   `json:"corpus_bleu_smooth_floor_0.1"`
		SingleRefStream float64   `json:"corpus_bleu_single_ref_stream_0"`
		SentenceBLEU    []float64 `json:"sentence_bleu"`
		Tokenize13a     struct {
			Sys  []string   `json:"sys"`
			Refs [][]string `json:"refs"`
		} `json:"tokenize_13a"`
	} `json:"sacrebleu"`
}

func loadToy(t testing.TB) *toyGolden {
	t.Helper()
	b, err := os.ReadFile("../testdata/metrics/toy_golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var g toyGolden
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	return &g
}

func near(t *testing.T, name string, got, want float64) {
	t.Helper()
	if math.Abs(got-want) > tol || math.IsNaN(got) {
		t.Errorf("%s = %.12f, want %.12f (diff %.3g)", name, got, want, got-want)
	}
}

func TestToyGoldenSARI(t *testing.T) {
	g := loadToy(t)
	in := g.Inputs
	sari := func(opt SARIOptions) SARIScore {
		s, err := CorpusSARI(in.Orig, in.Sys, in.Refs, opt)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	def := sari(SARIOptions{})
	near(t, "sari", def.SARI, g.EASSE.CorpusSARI)
	near(t, "add", def.Add, g.EASSE.Ops[0])
	near(t, "keep", def.Keep, g.EASSE.Ops[1])
	near(t, "del", def.Del, g.EASSE.Ops[2])
	near(t, "legacy", sari(SARIOptions{Legacy: true}).SARI, g.EASSE.Legacy)
	near(t, "paper", sari(SARIOptions{PaperVersion: true}).SARI, g.EASSE.Paper)
	near(t, "delprec", sari(SARIOptions{DeletionPrecision: true}).SARI, g.EASSE.DelPrecision)

	id, err := CorpusSARI(in.Orig, in.Orig, in.Refs, SARIOptions{})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "identity", id.SARI, g.EASSE.Identity)
	one, err := CorpusSARI(in.Orig[1:2], in.Sys[1:2], [][]string{in.Refs[0][1:2], in.Refs[1][1:2]}, SARIOptions{})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "single sentence 1", one.SARI, g.EASSE.SingleSentence1)
}

func TestToyGoldenBLEU(t *testing.T) {
	g := loadToy(t)
	in := g.Inputs
	sb := g.Sacrebleu.CorpusBLEU
	s, err := CorpusBLEUScore(in.Sys, in.Refs, BLEUOptions{})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "bleu", s.Score, sb.Score)
	near(t, "easse bleu", s.Score, g.EASSE.CorpusBLEU)
	near(t, "bp", s.BP, sb.BP)
	for n := range 4 {
		near(t, "precision", s.Precisions[n], sb.Precisions[n])
		if s.Stats.Correct[n] != sb.Counts[n] || s.Stats.Total[n] != sb.Totals[n] {
			t.Errorf("order %d: counts %d/%d, want %d/%d", n+1, s.Stats.Correct[n], s.Stats.Total[n], sb.Counts[n], sb.Totals[n])
		}
	}
	if s.Stats.SysLen != sb.SysLen || s.Stats.RefLen != sb.RefLen {
		t.Errorf("lengths %d/%d, want %d/%d", s.Stats.SysLen, s.Stats.RefLen, sb.SysLen, sb.RefLen)
	}
	for _, c := range []struct {
		name string
		refs [][]string
		opt  BLEUOptions
		want float64
	}{
		{"lowercase", in.Refs, BLEUOptions{Lowercase: true}, g.Sacrebleu.Lowercase},
		{"floor", in.Refs, BLEUOptions{Smooth: SmoothFloor, SmoothValue: 0.1}, g.Sacrebleu.Floor},
		{"single ref stream", in.Refs[:1], BLEUOptions{}, g.Sacrebleu.SingleRefStream},
	} {
		got, err := CorpusBLEU(in.Sys, c.refs, c.opt)
		if err != nil {
			t.Fatal(err)
		}
		near(t, c.name, got, c.want)
	}
	for i, want := range g.Sacrebleu.SentenceBLEU {
		got, err := SentenceBLEU(in.Sys[i], []string{in.Refs[0][i], in.Refs[1][i]}, BLEUOptions{})
		if err != nil {
			t.Fatal(err)
		}
		near(t, "sentence bleu", got, want)
	}
}

func TestToyGoldenTokenization(t *testing.T) {
	g := loadToy(t)
	check := func(got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
	for i, s := range g.Inputs.Sys {
		check(Tokenize13a(s), g.Sacrebleu.Tokenize13a.Sys[i])
		check(Normalize(s, true, Tokenizer13a), g.EASSE.Normalized.Sys[i])
		check(Normalize(g.Inputs.Orig[i], true, Tokenizer13a), g.EASSE.Normalized.Orig[i])
		for k := range g.Inputs.Refs {
			check(Tokenize13a(g.Inputs.Refs[k][i]), g.Sacrebleu.Tokenize13a.Refs[k][i])
			check(Normalize(g.Inputs.Refs[k][i], true, Tokenizer13a), g.EASSE.Normalized.Refs[k][i])
		}
	}
}

type turkGolden struct {
	Sys       string  `json:"sys"`
	SARI      float64 `json:"sari"`
	Add       float64 `json:"sari_add"`
	Keep      float64 `json:"sari_keep"`
	Del       float64 `json:"sari_del"`
	BLEU      float64 `json:"bleu"`
	BLEUCased float64 `json:"bleu_cased"`
}

func loadTurk(t testing.TB) (orig []string, refs [][]string, golden []turkGolden) {
	t.Helper()
	dir := "../datasets/turkcorpus"
	orig = readLines(t, filepath.Join(dir, "test.truecase.detok.orig"))
	for k := range 8 {
		refs = append(refs, readLines(t, filepath.Join(dir, "test.truecase.detok.simp."+string(rune('0'+k)))))
	}
	f, err := os.Open("../testdata/metrics/turkcorpus_test_golden.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var g turkGolden
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatal(err)
		}
		golden = append(golden, g)
	}
	return orig, refs, golden
}

func TestTurkCorpusGolden(t *testing.T) {
	orig, refs, golden := loadTurk(t)
	if len(golden) != 4 {
		t.Fatalf("%d golden systems, want 4", len(golden))
	}
	for _, g := range golden {
		t.Run(g.Sys, func(t *testing.T) {
			sys := readLines(t, filepath.Join("../datasets/system_outputs", g.Sys))
			s, err := CorpusSARI(orig, sys, refs, SARIOptions{})
			if err != nil {
				t.Fatal(err)
			}
			near(t, "sari", s.SARI, g.SARI)
			near(t, "add", s.Add, g.Add)
			near(t, "keep", s.Keep, g.Keep)
			near(t, "del", s.Del, g.Del)
			b, err := CorpusBLEU(sys, refs, BLEUOptions{Lowercase: true})
			if err != nil {
				t.Fatal(err)
			}
			near(t, "bleu", b, g.BLEU)
			b, err = CorpusBLEU(sys, refs, BLEUOptions{})
			if err != nil {
				t.Fatal(err)
			}
			near(t, "bleu_cased", b, g.BLEUCased)
			r, err := Evaluate(orig, sys, refs, Options{})
			if err != nil {
				t.Fatal(err)
			}
			near(t, "Evaluate sari", r.SARI, g.SARI)
			near(t, "Evaluate bleu", r.BLEU, g.BLEU)
		})
	}
}
