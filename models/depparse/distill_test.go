package depparse

import (
	"context"
	"math"
	"testing"
)

// TestTeacherTargets checks that the teacher's soft targets are one
// distribution over heads 0..n per word, with no mass on the word itself,
// and that their argmax agrees with the teacher's own first-choice heads.
func TestTeacherTargets(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the bundled model")
	}
	teacher, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	sents := readExcerpt(t, "ewt-dev-excerpt.conllu", 12)
	soft, err := teacherTargets(teacher, sents)
	if err != nil {
		t.Fatal(err)
	}
	if len(soft) != len(sents) {
		t.Fatalf("%d target sets for %d sentences", len(soft), len(sents))
	}
	agree, words := 0, 0
	for i, s := range sents {
		n := len(s.Words)
		if len(soft[i]) != n*(n+1) {
			t.Fatalf("sentence %d: %d targets for %d words", i, len(soft[i]), n)
		}
		var scores [][]float64
		scores = append(scores, make([]float64, n+1))
		for d := 1; d <= n; d++ {
			row := soft[i][(d-1)*(n+1) : d*(n+1)]
			sum := 0.0
			for _, p := range row {
				if p < 0 || p > 1 {
					t.Fatalf("sentence %d word %d: probability %v", i, d, p)
				}
				sum += float64(p)
			}
			if math.Abs(sum-1) > 1e-4 {
				t.Errorf("sentence %d word %d: probabilities sum to %.6f", i, d, sum)
			}
			if row[d] != 0 {
				t.Errorf("sentence %d word %d: self-attachment probability %v", i, d, row[d])
			}
			sc := make([]float64, n+1)
			for h, p := range row {
				sc[h] = math.Log(float64(p))
			}
			scores = append(scores, sc)
		}
		// Decoding the targets gives the teacher's own parse.
		want, err := teacher.ParseTokens([][]string{s.Forms()})
		if err != nil {
			t.Fatal(err)
		}
		got := DecodeTree(scores)
		for j := range got {
			words++
			if got[j] == want[0][j] {
				agree++
			}
		}
	}
	if agree != words {
		t.Errorf("decoded soft targets agree with the teacher's parse on %d of %d words", agree, words)
	}
}

// TestTrainDistilled trains a tiny student against the bundled parser with
// the cosine schedule: the loss, which mixes the teacher's soft targets with
// the gold heads, must fall (TestDistillationLoss checks the mixture itself,
// TestLearningRateSchedules the schedule).
func TestTrainDistilled(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	teacher, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	opt := tinyOptions(t, t.TempDir(), 60)
	opt.Teacher, opt.DistillWeight = teacher, 0.5
	opt.Schedule = "cosine"
	opt.Patience = 100
	res, err := Train(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if res.Steps != 60 {
		t.Fatalf("%d steps, want 60", res.Steps)
	}
	first, last := 0.0, 0.0
	for i := range 8 {
		first += res.Losses[i] / 8
		last += res.Losses[len(res.Losses)-8+i] / 8
	}
	t.Logf("distilled: mean loss of the first 8 steps %.3f, of the last 8 %.3f", first, last)
	if !(last < 0.85*first) {
		t.Errorf("loss did not fall: %.3f then %.3f", first, last)
	}
}

func TestLearningRateSchedules(t *testing.T) {
	opt := TrainOptions{LearningRate: 1e-3, WarmupSteps: 10}
	cos := opt
	cos.Schedule = "cosine"
	for _, tc := range []struct {
		name        string
		o           TrainOptions
		step, total int
		want        float64
	}{
		{"step warm-up", opt, 4, 100, 0.5e-3 * math.Pow(0.75, 4.0/5000)},
		{"step after warm-up", opt, 5000, 100, 0.75e-3},
		{"cosine warm-up", cos, 4, 1000, 0.5e-3 * (0.02 + 0.98*0.5*(1+math.Cos(math.Pi*0.004)))},
		{"cosine middle", cos, 500, 1000, 1e-3 * (0.02 + 0.98*0.5)},
		{"cosine end", cos, 1000, 1000, 0.02e-3},
		{"cosine past the end", cos, 1500, 1000, 0.02e-3},
	} {
		if got := tc.o.learningRate(tc.step, tc.total); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s: learning rate %.6g, want %.6g", tc.name, got, tc.want)
		}
	}
}
