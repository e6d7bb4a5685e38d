package pegasus_test

import (
	"math"
	"testing"

	"github.com/gomlx/compute/dtypes"

	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/decode/decodetest"
)

// TestSessionMatchesForward checks the cached decoding session step by
// step against the teacher-forced forward pass of each row's source and
// history: beam parents that swap, duplicate and keep rows, sources of
// three lengths (padded), a Retain that drops the middle source, and the
// cache growing past its first 16 positions.
func TestSessionMatchesForward(t *testing.T) {
	b := testBackend(t)
	m, _ := loadModel(t, b, "../../testdata/pegasus/tiny_random", "", dtypes.Float32)
	cfg := m.Config()
	src := [][]int32{{5, 6, 7, 1}, {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1}, {9, 1}}
	const expand, steps, retainAt = 2, 18, 6
	sess, err := m.Start(src, expand, steps)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	rowSrc := []int{0, 0, 1, 1, 2, 2} // source of each row
	hist := make([][]int32, len(rowSrc))
	v := cfg.VocabSize
	for pos := range steps {
		if pos == retainAt {
			if err := sess.(decode.Retainer).Retain([]int{0, 2}); err != nil {
				t.Fatal(err)
			}
			keep := []int{0, 1, 4, 5}
			var s2 []int
			var h2 [][]int32
			for _, r := range keep {
				s2, h2 = append(s2, rowSrc[r]), append(h2, hist[r])
			}
			rowSrc, hist = s2, h2
		}
		rows := len(rowSrc)
		parents, tokens := decodetest.ScheduleStep(pos, rows, expand, cfg.DecoderStartTokenID, v)
		if parents != nil {
			next := make([][]int32, rows)
			for r, p := range parents {
				next[r] = append([]int32(nil), hist[p]...)
			}
			hist = next
		}
		for r := range hist {
			hist[r] = append(hist[r], tokens[r])
		}
		got, err := sess.Step(parents, tokens)
		if err != nil {
			t.Fatalf("step %d: %v", pos, err)
		}
		for r := range rows {
			s := src[rowSrc[r]]
			ones := make([]int32, len(s))
			for i := range ones {
				ones[i] = 1
			}
			fw, err := m.Forward([][]int32{s}, [][]int32{ones}, [][]int32{hist[r]})
			if err != nil {
				t.Fatal(err)
			}
			logits := fw.Logits[len(fw.Logits)-v:]
			top := math.Inf(-1)
			for _, x := range logits {
				top = math.Max(top, float64(x))
			}
			var z float64
			for _, x := range logits {
				z += math.Exp(float64(x) - top)
			}
			for i, x := range logits {
				want := float64(x) - top - math.Log(z)
				if d := math.Abs(float64(got[r*v+i]) - want); d > 1e-4 {
					t.Fatalf("step %d row %d token %d: session %v, forward %v", pos, r, i, got[r*v+i], want)
				}
			}
		}
	}
}
