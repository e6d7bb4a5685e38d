// Package align mines in-domain simplification pairs from patents: each
// sentence of a patent's abstract (the simpler, summary side) is aligned
// with the Description sentence or sentences it summarises, with the
// alignment algorithm of Sum4Simp (Sun et al. 2022, Algorithm 1). Sum4Simp
// measured similarity with SBERT, which patsimp does not have; here it is
// the mean of the nine character-level similarities of Adduru et al. (2018,
// §2.2; strsim.Compute), computed on lowercased sentences, with thresholds
// chosen for that scale (see DefaultOptions).
//
// The pairs are complex (Description) → simple (abstract) in patsimp's
// pair format; the Sum4Simp attribute filter and the other silver filters
// (data/silver, patsimp filter) then keep those that are simplifications.
package align

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/patsimp/patsimp/data/corpus"
	"github.com/patsimp/patsimp/data/strsim"
	"github.com/patsimp/patsimp/data/uspto"
)

// Options are the thresholds of Algorithm 1.
type Options struct {
	// Max: a best Description sentence more similar than Max is aligned
	// alone (Sum4Simp's S_max).
	Max float64
	// Min: an abstract sentence whose best match is not more similar than
	// Min is not aligned (S_min).
	Min float64
	// Add: between Min and Max, the next most similar sentences are
	// stitched on (in document order) while the stitched text stays more
	// similar than Add (S_add).
	Add float64
	// MaxStitched bounds the Description sentences stitched into one
	// complex side (L_max).
	MaxStitched int
	// Prefilter, when > 0, scores with the nine similarities only the
	// Prefilter Description sentences sharing the most words with the
	// abstract sentence (0: all); a speed bound, not part of Sum4Simp.
	Prefilter int
}

// DefaultOptions returns patsimp's thresholds. Sum4Simp chose S_max 0.8,
// S_add 0.7, S_min 0.6 for SBERT cosine by inspecting alignments; the mean
// character similarity is lower for the same sentence pairs (a sentence and
// its close paraphrase score about 0.7–0.8, unrelated sentences of one
// patent 0.3–0.4), so the thresholds are shifted down by 0.1 and checked by
// hand on the bundled samples (docs/corpus.md, "patsimp align"). L_max is
// Sum4Simp's 3.
func DefaultOptions() Options {
	return Options{Max: 0.7, Add: 0.6, Min: 0.55, MaxStitched: 3, Prefilter: 20}
}

// Validate checks that 0 ≤ Min ≤ Add ≤ Max ≤ 1, MaxStitched ≥ 1 and
// Prefilter ≥ 0.
func (o Options) Validate() error {
	if !(0 <= o.Min && o.Min <= o.Add && o.Add <= o.Max && o.Max <= 1) {
		return fmt.Errorf("align: need 0 <= min <= add <= max <= 1, got %g, %g, %g", o.Min, o.Add, o.Max)
	}
	if o.MaxStitched < 1 {
		return fmt.Errorf("align: max stitched sentences must be at least 1, got %d", o.MaxStitched)
	}
	if o.Prefilter < 0 {
		return fmt.Errorf("align: prefilter must not be negative, got %d", o.Prefilter)
	}
	return nil
}

// Document is one patent split into cleaned sentences.
type Document struct {
	// ID names the document (its publication number, else file:line).
	ID          string
	Abstract    []string
	Description []string
}

// Sentences splits and cleans a patent's abstract and Description like
// patsimp corpus (corpus.Split, corpus.Clean with opt), dropping repeated
// Description sentences and the "<IMAGE>" placeholders of EP abstracts.
func Sentences(doc *uspto.Document, opt *corpus.Options) Document {
	d := Document{ID: doc.Number}
	split := func(paras []string, dedup bool) []string {
		var out []string
		seen := map[string]bool{}
		for _, p := range paras {
			p = strings.ReplaceAll(p, "<IMAGE>", " ")
			for _, s := range corpus.Split(p) {
				c, ok := corpus.Clean(s, opt, nil)
				if !ok || (dedup && seen[c]) {
					continue
				}
				seen[c] = true
				out = append(out, c)
			}
		}
		return out
	}
	d.Abstract = split(doc.Abstract, false)
	d.Description = split(doc.Paragraphs, true)
	return d
}

// Pair is one aligned pair: Complex is one Description sentence or several
// stitched in document order; Simple is the abstract sentence. Sentences
// holds the Description sentence indexes, Abstract the abstract sentence
// index, Similarity the final similarity.
type Pair struct {
	ID              string
	Complex, Simple string
	Abstract        int
	Sentences       []int
	Similarity      float64
}

// TSVLine formats p as one line of patsimp's pair format,
// id<TAB>complex<TAB>simple (without the newline); tabs and line breaks
// inside the fields, which the format cannot hold, become spaces.
func (p Pair) TSVLine() string {
	return p.ID + "\t" + tsvField.Replace(p.Complex) + "\t" + tsvField.Replace(p.Simple)
}

var tsvField = strings.NewReplacer("\t", " ", "\n", " ", "\r", " ")

// Similarity is the alignment similarity: the mean of the nine
// character-level similarities of strsim.Compute on the lowercased
// sentences.
func Similarity(a, b string) float64 {
	return strsim.Compute(strings.ToLower(a), strings.ToLower(b)).Mean()
}

// Align runs Algorithm 1 for every abstract sentence of doc and returns the
// aligned pairs in abstract order, with IDs "ID-a<k>".
func Align(doc Document, opt Options) ([]Pair, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	return alignDoc(doc, opt), nil
}

// alignDoc is Align with opt already validated.
func alignDoc(doc Document, opt Options) []Pair {
	var pairs []Pair
	for k, simple := range doc.Abstract {
		p, ok := alignOne(doc.Description, simple, opt)
		if !ok {
			continue
		}
		p.ID, p.Abstract = fmt.Sprintf("%s-a%d", doc.ID, k), k
		pairs = append(pairs, p)
	}
	return pairs
}

type scored struct {
	i   int
	sim float64
}

func alignOne(desc []string, simple string, opt Options) (Pair, bool) {
	cand := candidates(desc, simple, opt.Prefilter)
	if len(cand) == 0 {
		return Pair{}, false
	}
	scores := make([]scored, len(cand))
	for k, i := range cand {
		scores[k] = scored{i, Similarity(desc[i], simple)}
	}
	// Most similar first; ties to the earlier sentence.
	slices.SortStableFunc(scores, func(a, b scored) int {
		if c := cmp.Compare(b.sim, a.sim); c != 0 {
			return c
		}
		return cmp.Compare(a.i, b.i)
	})
	best := scores[0]
	if best.sim > opt.Max {
		return Pair{Complex: desc[best.i], Simple: simple, Sentences: []int{best.i}, Similarity: best.sim}, true
	}
	if best.sim <= opt.Min {
		return Pair{}, false
	}
	picked := []int{best.i}
	sim := best.sim
	for _, next := range scores[1:] {
		if len(picked) >= opt.MaxStitched {
			break
		}
		try := append(slices.Clone(picked), next.i)
		slices.Sort(try)
		s := Similarity(stitch(desc, try), simple)
		if s <= opt.Add {
			break
		}
		picked, sim = try, s
	}
	return Pair{Complex: stitch(desc, picked), Simple: simple, Sentences: picked, Similarity: sim}, true
}

// stitch joins the sentences at idx (in document order) with spaces.
func stitch(desc []string, idx []int) string {
	parts := make([]string, len(idx))
	for k, i := range idx {
		parts[k] = desc[i]
	}
	return strings.Join(parts, " ")
}

// candidates returns the indexes of the Description sentences to score:
// all of them, or the n sharing the most distinct lowercased words with
// simple (ties to the earlier sentence), in document order.
func candidates(desc []string, simple string, n int) []int {
	if n <= 0 || n >= len(desc) {
		idx := make([]int, len(desc))
		for i := range idx {
			idx[i] = i
		}
		return idx
	}
	words := map[string]bool{}
	for _, w := range strings.Fields(strings.ToLower(simple)) {
		words[strings.Trim(w, ".,;:()")] = true
	}
	type overlap struct{ i, n int }
	ov := make([]overlap, len(desc))
	for i, d := range desc {
		seen := map[string]bool{}
		for _, w := range strings.Fields(strings.ToLower(d)) {
			w = strings.Trim(w, ".,;:()")
			if words[w] && !seen[w] {
				seen[w] = true
				ov[i].n++
			}
		}
		ov[i].i = i
	}
	slices.SortStableFunc(ov, func(a, b overlap) int { return cmp.Compare(b.n, a.n) })
	idx := make([]int, n)
	for k := range idx {
		idx[k] = ov[k].i
	}
	slices.Sort(idx)
	return idx
}
