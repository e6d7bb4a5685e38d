package eval

// sariStats sums the SARI statistics of every sentence of c, in parallel.
func (c *normCorpus) sariStats() *SARIStats {
	s, _ := c.stats(true, false)
	return s
}

// bleuStats sums the BLEU statistics of every sentence of c, in parallel.
func (c *normCorpus) bleuStats() *BLEUStats {
	_, b := c.stats(false, true)
	return b
}

// stats sums the SARI and/or BLEU statistics of every sentence of c from
// one n-gram indexing per sentence group. Integer sums make the result
// independent of how sentences are spread over goroutines.
func (c *normCorpus) stats(sari, bleu bool) (*SARIStats, *BLEUStats) {
	type part struct {
		s SARIStats
		b BLEUStats
	}
	parts := parallelCollect(len(c.sys), func(lo, hi int) *part {
		p := new(part)
		w := &statsWorker{idx: newNgramIndex(), sari: sari, bleu: bleu}
		for i := lo; i < hi; i++ {
			w.add(&p.s, &p.b, c, i)
		}
		return p
	})
	var s SARIStats
	var b BLEUStats
	for _, p := range parts {
		s.Add(&p.s)
		b.Add(&p.b)
	}
	return &s, &b
}

// statsWorker holds the reusable buffers of one goroutine. Counts are
// indexed by n-gram id: cntO (source), cntS (output), cntR (sum over
// references), cntK (current reference) and maxR (maximum over references).
type statsWorker struct {
	idx        *ngramIndex
	sari, bleu bool
	ids        []uint32
	sysIDs     []uint32
	cntO, cntS []int64
	cntR, cntK []int64
	maxR       []int64
	touched    []uint32 // ids with a non-zero count, each once
	refTouched []uint32 // ids seen in the current reference
	seen       []bool
}

func (w *statsWorker) grow(n int) {
	for len(w.cntO) < n {
		w.cntO = append(w.cntO, 0)
		w.cntS = append(w.cntS, 0)
		w.cntR = append(w.cntR, 0)
		w.cntK = append(w.cntK, 0)
		w.maxR = append(w.maxR, 0)
		w.seen = append(w.seen, false)
	}
}

func (w *statsWorker) mark(id uint32) {
	if !w.seen[id] {
		w.seen[id] = true
		w.touched = append(w.touched, id)
	}
}

// add adds the statistics of sentence i of c to st and bt.
func (w *statsWorker) add(st *SARIStats, bt *BLEUStats, c *normCorpus, i int) {
	x := w.idx
	x.reset()
	w.touched = w.touched[:0]

	if w.sari {
		w.ids, _ = x.appendIDs(w.ids[:0], c.orig[i])
		w.grow(x.size())
		for _, id := range w.ids {
			w.mark(id)
			w.cntO[id]++
		}
	}
	var hypLen int
	w.sysIDs, hypLen = x.appendIDs(w.sysIDs[:0], c.sys[i])
	w.grow(x.size())
	for _, id := range w.sysIDs {
		w.mark(id)
		w.cntS[id]++
	}
	closestDiff, closestLen := -1, -1
	for k := range c.refs {
		var refLen int
		w.ids, refLen = x.appendIDs(w.ids[:0], c.refs[k][i])
		w.grow(x.size())
		w.refTouched = w.refTouched[:0]
		for _, id := range w.ids {
			w.mark(id)
			w.cntR[id]++
			if w.bleu {
				if w.cntK[id] == 0 {
					w.refTouched = append(w.refTouched, id)
				}
				w.cntK[id]++
			}
		}
		if w.bleu {
			for _, id := range w.refTouched {
				w.maxR[id] = max(w.maxR[id], w.cntK[id])
				w.cntK[id] = 0
			}
			// sacrebleu's closest reference length, the shorter on ties.
			diff := hypLen - refLen
			if diff < 0 {
				diff = -diff
			}
			if closestDiff == -1 || diff < closestDiff {
				closestDiff, closestLen = diff, refLen
			} else if diff == closestDiff {
				closestLen = min(closestLen, refLen)
			}
		}
	}

	if w.bleu {
		bt.SysLen += int64(hypLen)
		bt.RefLen += int64(closestLen)
		// Each distinct output n-gram once: clipped matches.
		for _, id := range w.sysIDs {
			n := x.order[id] - 1
			bt.Total[n]++
			if w.cntK[id] == 0 { // cntK is free again: mark ids already clipped
				bt.Correct[n] += min(w.cntS[id], w.maxR[id])
				w.cntK[id] = 1
			}
		}
		for _, id := range w.sysIDs {
			w.cntK[id] = 0
		}
	}

	r := int64(len(c.refs))
	for _, id := range w.touched {
		if w.sari {
			w.sariAdd(st, x.order[id]-1, w.cntO[id]*r, w.cntS[id]*r, w.cntR[id])
		}
		w.cntO[id], w.cntS[id], w.cntR[id], w.maxR[id] = 0, 0, 0, 0
		w.seen[id] = false
	}
}

// sariAdd adds one n-gram of order n+1 with source count o and output
// count s (both multiplied by the number of references) and summed
// reference count ref, as EASSE's compute_ngram_stats does.
func (w *statsWorker) sariAdd(st *SARIStats, n uint8, o, s, ref int64) {
	// ADD works on sets: n-grams of the output not in the source.
	if o == 0 {
		if s > 0 {
			st.AddSysTotal[n]++
			if ref > 0 {
				st.AddSysCorrect[n]++
			}
		}
		if ref > 0 {
			st.AddRefTotal[n]++
		}
		return
	}
	// KEEP and DELETE work on counts of source n-grams.
	os, or := min(o, s), min(o, ref)
	st.KeepSysTotal[n] += os
	st.KeepRefTotal[n] += or
	st.KeepSysCorrect[n] += min(os, or)
	ons, onr := max(o-s, 0), max(o-ref, 0)
	st.DelSysTotal[n] += ons
	st.DelRefTotal[n] += onr
	st.DelSysCorrect[n] += min(ons, onr)
}

// fill normalises the corpus into c (nil orig or sys are skipped; with
// rawOrig the sources are kept as they are, as legacy SARI wants). Each
// goroutine writes its normalised sentences into a reused buffer and hands
// them out as substrings of one string per 64 KiB, which saves an
// allocation per sentence without building one huge block.
func (c *normCorpus) fill(orig, sys []string, refs [][]string, lower bool, tok Tokenizer, rawOrig bool) {
	const flushAt = 64 << 10
	parallelFor(len(sys), func(lo, hi int) {
		nz := normalizer{lowercase: lower, tok: tok}
		buf := make([]byte, 0, flushAt+4096)
		var dsts []*string
		var ends []int
		flush := func() {
			all := string(buf)
			start := 0
			for k, d := range dsts {
				*d = all[start:ends[k]]
				start = ends[k]
			}
			buf, dsts, ends = buf[:0], dsts[:0], ends[:0]
		}
		add := func(d *string, s string) {
			buf = nz.appendNormalized(buf, s)
			dsts = append(dsts, d)
			ends = append(ends, len(buf))
			if len(buf) >= flushAt {
				flush()
			}
		}
		for i := lo; i < hi; i++ {
			if orig != nil {
				if rawOrig {
					c.orig[i] = orig[i]
				} else {
					add(&c.orig[i], orig[i])
				}
			}
			add(&c.sys[i], sys[i])
			for k := range refs {
				add(&c.refs[k][i], refs[k][i])
			}
		}
		flush()
	})
}
