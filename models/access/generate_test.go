package access

import (
	"math"
	"testing"

	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/decode/decodetest"
)

// TestGeneratorRetainMatchesFullDecode checks the host-kept cache against
// the full decoder step by step through everything that moves it: beam
// parents that swap, duplicate and keep rows, padded sources of three
// lengths, a Retain that drops the middle source, and growth of the cache
// past its first capacity (18 steps). The full decoder compiles a graph
// per history length, so this runs on the pure-Go backend only
// (TestGeneratorMatchesFullDecode covers XLA).
func TestGeneratorRetainMatchesFullDecode(t *testing.T) {
	backend := testBackend(t)
	const tol = 1e-4
	cfg := cacheTestConfigs()["post-norm 2 layers"]
	store := model.NewStore()
	if err := store.SetRNGStateFromSeed(7); err != nil {
		t.Fatal(err)
	}
	ref := newFullModel(t, backend, store, cfg)
	ref.exec.SetMaxCache(0)
	src := [][]int32{{5, 6, 7, 2}, {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2}, {9, 2}}
	const expand, steps, retainAt = 2, 18, 5
	refS, _ := ref.Start(src, expand, steps)
	refSess := refS.(*fullSession)
	gen, err := NewGenerator(backend, store, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var sess decode.Session
	v := cfg.TgtVocabSize
	for pos := range steps {
		rows := len(refSess.hist)
		if pos == retainAt {
			// Drop source 1 from both.
			keep := []int{0, 1, 4, 5}
			var s2, h2 [][]int32
			for _, r := range keep {
				s2, h2 = append(s2, refSess.src[r]), append(h2, refSess.hist[r])
			}
			refSess.src, refSess.hist = s2, h2
			if err := sess.(decode.Retainer).Retain([]int{0, 2}); err != nil {
				t.Fatal(err)
			}
			rows = len(keep)
		}
		parents, tokens := decodetest.ScheduleStep(pos, rows, expand, cfg.BOSID, v)
		want, err := refSess.Step(parents, tokens)
		if err != nil {
			t.Fatal(err)
		}
		if sess == nil {
			if sess, err = gen.Start(src, expand, steps); err != nil {
				t.Fatal(err)
			}
			defer sess.Close()
		}
		got, err := sess.Step(parents, tokens)
		if err != nil {
			t.Fatalf("step %d: %v", pos, err)
		}
		if len(got) != len(want) {
			t.Fatalf("step %d: %d log-probs, want %d", pos, len(got), len(want))
		}
		for i := range want {
			if math.Abs(float64(got[i]-want[i])) > tol {
				t.Fatalf("step %d row %d token %d: cached %v, full %v", pos, i/v, i%v, got[i], want[i])
			}
		}
	}
	if err := sess.(decode.Retainer).Retain([]int{1, 0}); err == nil {
		t.Error("Retain accepted sources out of order")
	}
	if _, err := sess.Step([]int32{2, 1, 2, 3}, make([]int32, 4)); err == nil {
		t.Error("a parent from another source was accepted")
	}
}
