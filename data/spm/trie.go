package spm

import "sort"

// trie is a byte-wise double-array trie mapping strings to non-negative
// int32 values. A transition from state s on byte c goes to t = base[s]+c
// when check[t] == s; value[t] is the value of the key ending there, or -1.
type trie struct {
	units []trieUnit
}

type trieUnit struct {
	base  int32
	check int32
	value int32
}

// buildTrie returns a trie holding keys[i] -> values[i]. Empty keys are
// ignored; a later duplicate key overrides an earlier one.
func buildTrie(keys []string, values []int32) *trie {
	// First a pointer trie, then placement into the double array.
	type node struct {
		labels   []byte
		children []int
		value    int32
	}
	nodes := []node{{value: -1}}
	for i, k := range keys {
		if k == "" {
			continue
		}
		cur := 0
		for j := 0; j < len(k); j++ {
			c := k[j]
			next := -1
			for x, l := range nodes[cur].labels {
				if l == c {
					next = nodes[cur].children[x]
					break
				}
			}
			if next < 0 {
				nodes = append(nodes, node{value: -1})
				next = len(nodes) - 1
				nodes[cur].labels = append(nodes[cur].labels, c)
				nodes[cur].children = append(nodes[cur].children, next)
			}
			cur = next
		}
		nodes[cur].value = values[i]
	}

	t := &trie{units: make([]trieUnit, 0, 2*len(nodes)+256)}
	// free[p] leads to the smallest free slot >= p (union-find with path
	// halving), so placement skips occupied runs in near-constant time.
	var free []int32
	grow := func(n int) {
		for len(t.units) < n {
			free = append(free, int32(len(t.units)))
			t.units = append(t.units, trieUnit{check: -1, value: -1})
		}
	}
	findFree := func(p int32) int32 {
		grow(int(p) + 1)
		for free[p] != p {
			free[p] = free[free[p]]
			p = free[p]
			grow(int(p) + 1)
		}
		return p
	}
	occupy := func(p int32) {
		grow(int(p) + 2)
		free[p] = p + 1
	}
	grow(256)
	t.units[0] = trieUnit{check: 0, value: nodes[0].value}
	occupy(0)
	// place[i] is the double-array index of pointer node i. Bases need not
	// be unique: check[] tells apart children of different parents.
	place := make([]int32, len(nodes))
	queue := []int{0}
	for len(queue) > 0 {
		ni := queue[0]
		queue = queue[1:]
		nd := &nodes[ni]
		if len(nd.labels) == 0 {
			continue
		}
		idx := make([]int, len(nd.labels))
		for i := range idx {
			idx[i] = i
		}
		sort.Slice(idx, func(a, b int) bool { return nd.labels[idx[a]] < nd.labels[idx[b]] })
		c0 := int32(nd.labels[idx[0]])
		var base int32
	search:
		for p := findFree(c0 + 1); ; p = findFree(p + 1) {
			base = p - c0
			grow(int(base) + 256)
			for _, x := range idx[1:] {
				if t.units[base+int32(nd.labels[x])].check >= 0 {
					continue search
				}
			}
			break
		}
		s := place[ni]
		t.units[s].base = base
		for _, x := range idx {
			child := nd.children[x]
			p := base + int32(nd.labels[x])
			t.units[p].check = s
			t.units[p].value = nodes[child].value
			occupy(p)
			place[child] = p
			queue = append(queue, child)
		}
	}
	// Trim the unused tail so lookups stay in bounds via len checks.
	end := len(t.units)
	for end > 1 && t.units[end-1].check < 0 {
		end--
	}
	t.units = t.units[:end:end]
	return t
}

// longestPrefix returns the length of the longest key that is a prefix of s,
// or 0 when none is.
func (t *trie) longestPrefix(s string) int {
	best := 0
	var st int32
	for i := 0; i < len(s); i++ {
		next := t.units[st].base + int32(s[i])
		if int(next) >= len(t.units) || t.units[next].check != st {
			break
		}
		st = next
		if t.units[st].value >= 0 {
			best = i + 1
		}
	}
	return best
}

// lookup returns the value of key s, or -1.
func (t *trie) lookup(s string) int32 {
	var st int32
	for i := 0; i < len(s); i++ {
		next := t.units[st].base + int32(s[i])
		if int(next) >= len(t.units) || t.units[next].check != st {
			return -1
		}
		st = next
	}
	if st == 0 {
		return -1
	}
	return t.units[st].value
}
