package depparse

import "math"

// negInf marks impossible arcs in decoding.
var negInf = math.Inf(-1)

// DecodeTree returns the highest-scoring dependency tree with exactly one
// word attached to the root: heads[i] is the head of word i+1 (0 = root).
// scores[d][h] is the score of word d taking head h over n+1 nodes (node 0
// is the root; row 0 is ignored). It runs Chu-Liu/Edmonds maximum spanning
// arborescence and, when that attaches several words to the root, retries
// with each of them as the only root child and keeps the best tree.
func DecodeTree(scores [][]float64) []int {
	n := len(scores) - 1
	if n <= 0 {
		return nil
	}
	s := cloneScores(scores)
	tree := chuLiuEdmonds(s)
	var rootKids []int
	for d := 1; d <= n; d++ {
		if tree[d] == 0 {
			rootKids = append(rootKids, d)
		}
	}
	best := tree
	if len(rootKids) > 1 {
		bestScore := negInf
		for _, r := range rootKids {
			s := cloneScores(scores)
			for d := 1; d <= n; d++ {
				if d != r {
					s[d][0] = negInf
				}
			}
			t := chuLiuEdmonds(s)
			if sc := treeScore(scores, t); sc > bestScore {
				bestScore, best = sc, t
			}
		}
	}
	return append([]int(nil), best[1:]...)
}

func cloneScores(scores [][]float64) [][]float64 {
	s := make([][]float64, len(scores))
	for i, row := range scores {
		s[i] = append([]float64(nil), row...)
	}
	return s
}

func treeScore(scores [][]float64, tree []int) float64 {
	sum := 0.0
	for d := 1; d < len(tree); d++ {
		sum += scores[d][tree[d]]
	}
	return sum
}

// chuLiuEdmonds returns the maximum spanning arborescence rooted at node 0
// of the complete graph with arc scores s[dep][head], as a head array with
// tree[0] = 0. s is modified.
func chuLiuEdmonds(s [][]float64) []int {
	n := len(s)
	for i := range n {
		s[i][i] = negInf
		s[0][i] = negInf
	}
	s[0][0] = 0
	tree := make([]int, n)
	for d := 1; d < n; d++ {
		tree[d] = argmax(s[d])
	}
	cycle := findCycle(tree)
	if cycle == nil {
		return tree
	}

	// Contract the cycle into one node, placed last among the others.
	inCycle := make([]bool, n)
	cycleScore := 0.0
	for _, c := range cycle {
		inCycle[c] = true
		cycleScore += s[c][tree[c]]
	}
	var rest []int // nodes outside the cycle, root first
	for i := range n {
		if !inCycle[i] {
			rest = append(rest, i)
		}
	}
	m := len(rest) + 1
	sub := make([][]float64, m)
	for i := range sub {
		sub[i] = make([]float64, m)
	}
	for a, d := range rest {
		for b, h := range rest {
			sub[a][b] = s[d][h]
		}
	}
	// enter[b]: the cycle node that best takes outside head rest[b];
	// leave[a]: the cycle node that best heads outside dependent rest[a].
	enter := make([]int, len(rest))
	leave := make([]int, len(rest))
	for b, h := range rest {
		best, arg := negInf, -1
		for _, c := range cycle {
			if v := s[c][h] - s[c][tree[c]] + cycleScore; arg < 0 || v > best {
				best, arg = v, c
			}
		}
		sub[m-1][b], enter[b] = best, arg
	}
	for a, d := range rest {
		best, arg := negInf, -1
		for _, c := range cycle {
			if v := s[d][c]; arg < 0 || v > best {
				best, arg = v, c
			}
		}
		sub[a][m-1], leave[a] = best, arg
	}
	sub[m-1][m-1] = negInf

	contracted := chuLiuEdmonds(sub)
	out := make([]int, n)
	for a, d := range rest {
		if a == 0 {
			continue
		}
		if h := contracted[a]; h == m-1 {
			out[d] = leave[a]
		} else {
			out[d] = rest[h]
		}
	}
	for _, c := range cycle {
		out[c] = tree[c]
	}
	h := contracted[m-1]
	out[enter[h]] = rest[h]
	return out
}

func argmax(row []float64) int {
	best, arg := negInf, 0
	for i, v := range row {
		if v > best {
			best, arg = v, i
		}
	}
	return arg
}

// findCycle returns the nodes of one cycle in the head array, or nil.
func findCycle(tree []int) []int {
	n := len(tree)
	state := make([]int8, n) // 0 new, 1 on the current path, 2 done
	state[0] = 2
	for start := 1; start < n; start++ {
		var path []int
		v := start
		for state[v] == 0 {
			state[v] = 1
			path = append(path, v)
			v = tree[v]
		}
		if state[v] == 1 {
			var cycle []int
			for i := len(path) - 1; i >= 0; i-- {
				cycle = append(cycle, path[i])
				if path[i] == v {
					break
				}
			}
			return cycle
		}
		for _, p := range path {
			state[p] = 2
		}
	}
	return nil
}
