package bench

import "testing"

// TestDecodeFLOPsExecuted checks the executed count against DecodeFLOPs:
// with a source already a multiple of 8, they differ only by the
// self-attention over the cache's unused capacity, 4·d per masked key per
// layer per row.
func TestDecodeFLOPsExecuted(t *testing.T) {
	sh := Transformer{EncoderLayers: 2, DecoderLayers: 3, DModel: 16, EncoderFFN: 32, DecoderFFN: 48, Vocab: 50}
	for _, tc := range []struct {
		steps, rows int
		capacities  []int // capacity seen by steps 1, 2, …
	}{
		{1, 1, []int{8}},
		{5, 2, []int{8, 8, 8, 8, 8}},
		{20, 3, append(repeat(16, 17), 24, 24, 24)}, // grows once 16 are written, to the limit rounded to 8
		{40, 1, append(append(repeat(16, 17), repeat(32, 16)...), repeat(40, 7)...)},
	} {
		extra := 0.0
		for i, c := range tc.capacities {
			// Step i+1 sees i cached keys plus its own; the executed
			// graph attends to c+1.
			extra += float64(tc.rows*sh.DecoderLayers) * 4 * float64(sh.DModel) * float64(c-i)
		}
		want := sh.DecodeFLOPs(8, tc.steps, tc.rows) + extra
		if got := sh.DecodeFLOPsExecuted(8, tc.steps, tc.rows); got != want {
			t.Errorf("%d steps × %d rows: %g, want %g", tc.steps, tc.rows, got, want)
		}
	}
	// A 5-token source is padded to 8.
	if got, want := sh.DecodeFLOPsExecuted(5, 3, 2), sh.DecodeFLOPsExecuted(8, 3, 2); got != want {
		t.Errorf("padded source: %g, want %g", got, want)
	}
}

func repeat(v, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}
