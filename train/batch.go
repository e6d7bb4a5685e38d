package train

import (
	"math/rand/v2"
	"sort"
)

// Example is one tokenized training pair.
type Example struct {
	// Src is the source: control tokens, the complex sentence and EOS.
	Src []int32
	// Tgt is the simple sentence followed by EOS; the decoder input is
	// the start token followed by Tgt without its last token.
	Tgt []int32
}

// Batch is a set of examples padded to one length.
type Batch struct {
	// Indices of the examples, into the slice given to MakeBatches.
	Indices []int
	// Len is the padded length of sources and targets: the longest
	// source or target rounded up to a multiple of 8.
	Len int
}

// quantum is the length multiple batches are padded to, so that few
// distinct shapes (compiled graphs) occur.
const quantum = 8

func padTo(n int) int { return (n + quantum - 1) / quantum * quantum }

// MakeBatches groups examples into batches of at most maxTokens padded
// tokens (rows × Len, counted on the longer side as fairseq does), bucketed
// by length: examples with the same padded length share batches, each
// bucket is filled in a random order and the batch order is shuffled.
// The result depends only on the lengths, maxTokens, seed and epoch, so a
// resumed run sees the same order. A single example longer than maxTokens
// gets a batch of its own.
func MakeBatches(examples []Example, maxTokens int, seed uint64, epoch int) []Batch {
	rng := rand.New(rand.NewPCG(seed, uint64(epoch)+0x9e3779b97f4a7c15))
	order := rng.Perm(len(examples))
	buckets := map[int][]int{}
	for _, i := range order {
		l := padTo(max(len(examples[i].Src), len(examples[i].Tgt)+1))
		buckets[l] = append(buckets[l], i)
	}
	lens := make([]int, 0, len(buckets))
	for l := range buckets {
		lens = append(lens, l)
	}
	sort.Ints(lens)
	var batches []Batch
	for _, l := range lens {
		idx := buckets[l]
		rows := max(1, maxTokens/l)
		for start := 0; start < len(idx); start += rows {
			end := min(start+rows, len(idx))
			batches = append(batches, Batch{Indices: idx[start:end:end], Len: l})
		}
	}
	rng.Shuffle(len(batches), func(i, j int) { batches[i], batches[j] = batches[j], batches[i] })
	return batches
}

// Tensors lays a batch out as row-major [rows, Len] int32 arrays: the
// source, the decoder input (start token then target) and the decoder
// output (target then EOS, already part of Tgt), padded with padID.
func (b Batch) Tensors(examples []Example, startID, padID int32) (src, tgtIn, tgtOut []int32) {
	n := len(b.Indices) * b.Len
	src, tgtIn, tgtOut = make([]int32, n), make([]int32, n), make([]int32, n)
	for i := range n {
		src[i], tgtIn[i], tgtOut[i] = padID, padID, padID
	}
	for r, ix := range b.Indices {
		e := examples[ix]
		row := r * b.Len
		copy(src[row:row+b.Len], e.Src)
		tgtIn[row] = startID
		copy(tgtIn[row+1:row+b.Len], e.Tgt[:len(e.Tgt)-1])
		copy(tgtOut[row:row+b.Len], e.Tgt)
	}
	return src, tgtIn, tgtOut
}
