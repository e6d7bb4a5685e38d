// Package decodetest provides helpers for testing implementations of
// decode.Session, in the way net/http/httptest serves net/http.
package decodetest

// ScheduleStep returns the parents and tokens of step pos of a fixed,
// deterministic decoding schedule over rows rows grouped in beams of expand
// rows per source. It exercises every way a beam search moves cache rows:
// on every third step both beams of a source continue beam 0 (a duplicate),
// on other odd steps the two beams swap, otherwise each row keeps itself.
// Step 0 feeds start to every row and has no parents (nil), as the first
// step of a session does. Later tokens cycle through the ids 3 … vocab−1,
// so they avoid the usual special ids 0–2.
func ScheduleStep(pos, rows, expand int, start int32, vocab int) (parents, tokens []int32) {
	tokens = make([]int32, rows)
	for r := range tokens {
		if pos == 0 {
			tokens[r] = start
			continue
		}
		tokens[r] = int32(3 + (5*pos+7*r)%(vocab-3))
		base := int32(r / expand * expand)
		switch {
		case pos%3 == 0:
			parents = append(parents, base)
		case pos%2 == 1:
			parents = append(parents, base+1-int32(r%expand))
		default:
			parents = append(parents, int32(r))
		}
	}
	return parents, tokens
}
