package depparse

import (
	"math"
	"testing"

	"github.com/gomlx/compute"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX graph code reads best with the ops unqualified.
	"github.com/gomlx/gomlx/core/tensors"

	"github.com/patsimp/patsimp/models/backendtest"
)

// TestDistillationLoss checks the arc loss against hand-computed values:
// one sentence, ROOT + 2 words, arc scores chosen so that the softmax rows
// are simple; gold heads (−, 0, 1). With soft targets equal to the gold
// one-hot vectors the loss must not depend on the distillation weight; with
// uniform soft targets over the two real heads and weight 1 it is their
// mean negative log-probability; with weight 0.5 it is the average of the
// two.
func TestDistillationLoss(t *testing.T) {
	backendtest.Run(t, testDistillationLoss)
}

func testDistillationLoss(t *testing.T, _ string, backend compute.Backend) {
	ln := math.Log
	// Row i holds word i's scores over heads 0..2; softmax of (ln a, ln b,
	// ln c) is (a, b, c)/(a+b+c).
	arcs := [][][]float32{{
		{0, 0, 0},
		{0, float32(ln(1e-30)), float32(ln(3))}, // word 1: p(head 0) = 1/4, p(2) = 3/4
		{float32(ln(2)), float32(ln(2)), float32(ln(1e-30))}, // word 2: p(0) = p(1) = 1/2
	}}
	gold := [][]int32{{-1, 0, 1}}
	oneHot := [][][]float32{{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}}
	uniform := [][][]float32{{{0, 0, 0}, {0.5, 0, 0.5}, {0.5, 0.5, 0}}}
	goldNLL := (-ln(0.25) - ln(0.5)) / 2
	softNLL := (0.5*(-ln(0.25)-ln(0.75)) + 0.5*(-ln(0.5)-ln(0.5))) / 2

	loss := func(soft [][][]float32, w float64) float64 {
		t.Helper()
		e, err := NewExec(backend, func(a, g, s *Node) *Node {
			return lossGraph(Config{}, scores{arcs: a}, g, nil, s, w)
		})
		if err != nil {
			t.Fatal(err)
		}
		out, err := e.Exec(tensors.FromValue(arcs), tensors.FromValue(gold), tensors.FromValue(soft))
		if err != nil {
			t.Fatal(err)
		}
		return float64(out[0].Value().(float32))
	}
	for _, c := range []struct {
		name string
		soft [][][]float32
		w    float64
		want float64
	}{
		{"one-hot, weight 0.3", oneHot, 0.3, goldNLL},
		{"one-hot, weight 1", oneHot, 1, goldNLL},
		{"uniform, weight 1", uniform, 1, softNLL},
		{"uniform, weight 0.5", uniform, 0.5, (goldNLL + softNLL) / 2},
	} {
		if got := loss(c.soft, c.w); math.Abs(got-c.want) > 1e-5 {
			t.Errorf("%s: loss %.6f, want %.6f", c.name, got, c.want)
		}
	}
}
