package silver

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/patsimp/patsimp/data/strsim"
	"github.com/patsimp/patsimp/eval"
)

// Filter is one named filtering step. Keep reports whether the pair
// survives the step. A filter may also implement BatchFilter.
type Filter interface {
	// Name is the step's short name, used in reports and flags.
	Name() string
	// Describe states the rule with its thresholds in one line.
	Describe() string
	Keep(p Pair) (bool, error)
}

// BatchFilter is a Filter that decides many pairs at once more cheaply
// than one at a time (for example by parsing all their sentences in one
// call); KeepBatch returns Keep of each pair.
type BatchFilter interface {
	Filter
	KeepBatch(pairs []Pair) ([]bool, error)
}

// BatchSizer is implemented by batch filters that need large batches to be
// efficient; Pipeline hands its workers at least PreferredBatch pairs at a
// time (0: no preference).
type BatchSizer interface {
	PreferredBatch() int
}

// BadTokens removes pairs that contain an unknown-token marker, and pairs
// whose candidate degenerates into a run of one repeated number (such as
// "65561-65561-65561-...") that the complex sentence does not contain
// (Casola et al. 2023, "Bad tokens").
type BadTokens struct {
	// Unknown lists the unknown-token markers searched in both sentences.
	Unknown []string
	// Garbled also treats a "?" between two letters or digits as an
	// unknown token: it is how a character the generator could not produce
	// shows up ("40 to 200?m" for "200 µm" in the paper's Table 2, pair 10).
	Garbled bool
	// MinRepeats is the length from which a run of the same number,
	// separated only by punctuation or spaces, counts as degenerate.
	MinRepeats int
}

// DefaultUnknownTokens are the unknown-token spellings of the Pegasus,
// BERT-style and SentencePiece vocabularies, and the Unicode replacement
// character left by undecodable bytes, and SentencePiece's rendering of an
// unknown piece (U+2047 "⁇").
var DefaultUnknownTokens = []string{"<unk>", "[UNK]", "<UNK>", "\uFFFD", "\u2047"}

// Name implements Filter.
func (BadTokens) Name() string { return "bad-tokens" }

// Describe implements Filter.
func (f BadTokens) Describe() string {
	garbled := ""
	if f.Garbled {
		garbled = " or a \"?\" inside a word"
	}
	return fmt.Sprintf("remove pairs containing an unknown token %q%s, or a candidate with a number repeated %d or more times in a row", f.Unknown, garbled, f.MinRepeats)
}

// hasGarbled reports whether s has a "?" between two letters or digits.
func hasGarbled(s string) bool {
	for i := strings.IndexByte(s, '?'); i >= 0; {
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+1:])
		if isAlnum(before) && isAlnum(after) {
			return true
		}
		next := strings.IndexByte(s[i+1:], '?')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// Keep implements Filter.
func (f BadTokens) Keep(p Pair) (bool, error) {
	for _, u := range f.Unknown {
		if u != "" && (strings.Contains(p.Complex, u) || strings.Contains(p.Simple, u)) {
			return false, nil
		}
	}
	if f.Garbled && (hasGarbled(p.Complex) || hasGarbled(p.Simple)) {
		return false, nil
	}
	if f.MinRepeats > 1 {
		run := numberRun(p.Simple)
		if run >= f.MinRepeats && numberRun(p.Complex) < f.MinRepeats {
			return false, nil
		}
	}
	return true, nil
}

// numberRun returns the longest run of one number repeated, where
// consecutive copies are separated only by non-alphanumeric characters.
// Numbers are maximal digit sequences; a number glued to a letter on either
// side ("is1", "12b") is part of a word and breaks the run.
func numberRun(s string) int {
	best, run := 0, 0
	var last string
	prevLetter := false
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r >= '0' && r <= '9' {
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			num := s[i:j]
			switch {
			case prevLetter || (j < len(s) && isLetterAt(s, j)):
				run, last = 0, ""
			case num == last:
				run++
			default:
				run, last = 1, num
			}
			best = max(best, run)
			prevLetter = false
			i = j
			continue
		}
		prevLetter = unicode.IsLetter(r)
		if prevLetter {
			run, last = 0, ""
		}
		i += size
	}
	return best
}

func isLetterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}

// NonAlpha removes pairs whose candidate has fewer letters than MinLetters
// of all its characters (spaces included) ("Non-alphabetical characters").
type NonAlpha struct {
	MinLetters float64
}

// Name implements Filter.
func (NonAlpha) Name() string { return "non-alphabetical" }

// Describe implements Filter.
func (f NonAlpha) Describe() string {
	return fmt.Sprintf("remove pairs whose candidate has less than %g letters among its characters", f.MinLetters)
}

// LetterFraction returns the fraction of s's code points that are letters
// (0 for an empty string).
func LetterFraction(s string) float64 {
	letters, total := 0, 0
	for _, r := range s {
		total++
		if unicode.IsLetter(r) {
			letters++
		}
	}
	if total == 0 {
		return 0
	}
	return float64(letters) / float64(total)
}

// Keep implements Filter.
func (f NonAlpha) Keep(p Pair) (bool, error) {
	return LetterFraction(p.Simple) >= f.MinLetters, nil
}

// Similarity removes pairs whose character Levenshtein ratio (normalised by
// the sum of the lengths, eval.LevenshteinRatio = python-Levenshtein's
// ratio) is below Min or above Max ("Similarity").
type Similarity struct {
	Min, Max float64
}

// Name implements Filter.
func (Similarity) Name() string { return "similarity" }

// Describe implements Filter.
func (f Similarity) Describe() string {
	return fmt.Sprintf("remove pairs whose character Levenshtein ratio is < %g or > %g", f.Min, f.Max)
}

// Keep implements Filter.
func (f Similarity) Keep(p Pair) (bool, error) {
	r := eval.LevenshteinRatio(p.Complex, p.Simple)
	return r >= f.Min && r <= f.Max, nil
}

// PartialSimilarity removes pairs whose candidate matches a contiguous
// substring of the complex sentence with a ratio above Max
// (strsim.PartialRatio, as fuzzywuzzy's partial_ratio: no case folding).
type PartialSimilarity struct {
	Max float64
}

// Name implements Filter.
func (PartialSimilarity) Name() string { return "partial-similarity" }

// Describe implements Filter.
func (f PartialSimilarity) Describe() string {
	return fmt.Sprintf("remove pairs whose candidate matches a substring of the complex sentence with ratio > %g", f.Max)
}

// Keep implements Filter.
func (f PartialSimilarity) Keep(p Pair) (bool, error) {
	return strsim.PartialRatioCutoff(p.Complex, p.Simple, f.Max) <= f.Max, nil
}

// SortedSimilarity removes pairs whose token-sorted strings have a ratio
// above Max ("Sorted similarity"). With Process, both sentences first go
// through strsim.DefaultProcess (lower case, punctuation to spaces), as
// fuzzywuzzy's token_sort_ratio does by default.
type SortedSimilarity struct {
	Max     float64
	Process bool
}

// Name implements Filter.
func (SortedSimilarity) Name() string { return "sorted-similarity" }

// Describe implements Filter.
func (f SortedSimilarity) Describe() string {
	how := "raw"
	if f.Process {
		how = "lower-cased, punctuation removed"
	}
	return fmt.Sprintf("remove pairs whose sorted-token ratio (%s) is > %g", how, f.Max)
}

// Keep implements Filter.
func (f SortedSimilarity) Keep(p Pair) (bool, error) {
	a, b := p.Complex, p.Simple
	if f.Process {
		a, b = strsim.DefaultProcess(a), strsim.DefaultProcess(b)
	}
	return strsim.TokenSortRatio(a, b) <= f.Max, nil
}

// Compression removes pairs whose length ratio candidate/complex (in code
// points) is below Min or above Max ("Compression").
type Compression struct {
	Min, Max float64
}

// Name implements Filter.
func (Compression) Name() string { return "compression" }

// Describe implements Filter.
func (f Compression) Describe() string {
	return fmt.Sprintf("remove pairs whose length ratio candidate/complex is < %g or > %g", f.Min, f.Max)
}

// Keep implements Filter.
func (f Compression) Keep(p Pair) (bool, error) {
	c := utf8.RuneCountInString(p.Complex)
	if c == 0 {
		return false, nil
	}
	r := float64(utf8.RuneCountInString(p.Simple)) / float64(c)
	return r >= f.Min && r <= f.Max, nil
}

// SentenceScore scores one sentence (a readability or complexity measure).
type SentenceScore func(sentence string) float64

// DepthsFunc returns the maximum depth (edges from the root to the deepest
// leaf) of each sentence's dependency tree; a parser handles a batch of
// sentences at once (models/depparse.Parser.Depths).
type DepthsFunc func(sentences []string) ([]int, error)

// CachedDepths memoises f for up to size sentences (the cache is emptied
// when full): the candidates of one source share its complex sentence,
// which is then parsed once. A sentence repeated within one call is also
// passed to f once. It is safe for concurrent use if f is.
func CachedDepths(f DepthsFunc, size int) DepthsFunc {
	var mu sync.Mutex
	cache := make(map[string]int)
	return func(sents []string) ([]int, error) {
		out := make([]int, len(sents))
		var miss []string
		var missAt []int          // index in miss of each uncached sentence
		var uncached []int        // positions in sents of uncached sentences
		first := map[string]int{} // sentence -> index in miss
		mu.Lock()
		for i, s := range sents {
			if d, ok := cache[s]; ok {
				out[i] = d
				continue
			}
			k, ok := first[s]
			if !ok {
				k = len(miss)
				first[s] = k
				miss = append(miss, s)
			}
			uncached = append(uncached, i)
			missAt = append(missAt, k)
		}
		mu.Unlock()
		if len(miss) == 0 {
			return out, nil
		}
		d, err := f(miss)
		if err != nil {
			return nil, err
		}
		if len(d) != len(miss) {
			return nil, fmt.Errorf("%d depths for %d sentences", len(d), len(miss))
		}
		mu.Lock()
		defer mu.Unlock()
		if len(cache)+len(miss) > size {
			clear(cache)
		}
		for j, i := range uncached {
			out[i] = d[missAt[j]]
		}
		for k, m := range miss {
			cache[m] = d[k]
		}
		return out, nil
	}
}

// ParserChunk bounds the sentences per call that ParserDepths makes (the
// parser batches them itself, in a few fixed batch shapes).
const ParserChunk = 4096

// ParserDepths adapts a batched neural parser's Depths method for the
// simplicity filter: each distinct sentence of a call is parsed once
// (candidates of one source share its complex sentence), at most
// ParserChunk at a time, and nothing is cached across calls, so the output
// stays deterministic.
func ParserDepths(f DepthsFunc) DepthsFunc {
	return DedupDepths(ChunkedDepths(f, ParserChunk))
}

// ChunkedDepths calls f with at most n sentences at a time (n < 1: all at
// once), bounding the memory of one parser call.
func ChunkedDepths(f DepthsFunc, n int) DepthsFunc {
	return func(sents []string) ([]int, error) {
		if n < 1 {
			return f(sents)
		}
		out := make([]int, 0, len(sents))
		for len(sents) > 0 {
			k := min(n, len(sents))
			d, err := f(sents[:k])
			if err != nil {
				return nil, err
			}
			if len(d) != k {
				return nil, fmt.Errorf("%d depths for %d sentences", len(d), k)
			}
			out = append(out, d...)
			sents = sents[k:]
		}
		return out, nil
	}
}

// DedupDepths passes each distinct sentence of a call to f once (the
// candidates of one source share its complex sentence). Unlike
// CachedDepths it remembers nothing between calls, so what f is asked
// depends only on the batch: with a batched neural parser, whose float
// rounding can depend on which sentences share a graph call, the depths
// are then the same from run to run and after a resume.
func DedupDepths(f DepthsFunc) DepthsFunc {
	return func(sents []string) ([]int, error) {
		index := make(map[string]int, len(sents))
		uniq := make([]string, 0, len(sents))
		at := make([]int, len(sents))
		for i, s := range sents {
			k, ok := index[s]
			if !ok {
				k = len(uniq)
				index[s] = k
				uniq = append(uniq, s)
			}
			at[i] = k
		}
		d, err := f(uniq)
		if err != nil {
			return nil, err
		}
		if len(d) != len(uniq) {
			return nil, fmt.Errorf("%d depths for %d sentences", len(d), len(uniq))
		}
		out := make([]int, len(sents))
		for i, k := range at {
			out[i] = d[k]
		}
		return out, nil
	}
}

// Simplicity removes pairs whose candidate is simpler than the complex
// sentence by none of the proxies: a higher Flesch Reading Ease, a lower
// WordRank score, or (when Depths is set) a shallower dependency tree
// ("Simplicity"). A nil proxy is not used. The trees are only parsed for
// pairs the other two proxies do not already keep.
type Simplicity struct {
	ReadingEase SentenceScore
	WordRank    SentenceScore
	Depths      DepthsFunc
}

// Name implements Filter.
func (Simplicity) Name() string { return "simplicity" }

// Describe implements Filter.
func (f Simplicity) Describe() string {
	var used []string
	if f.ReadingEase != nil {
		used = append(used, "Flesch Reading Ease")
	}
	if f.WordRank != nil {
		used = append(used, "WordRank")
	}
	if f.Depths != nil {
		used = append(used, "dependency depth")
	} else {
		used = append(used, "dependency depth: not available")
	}
	return "remove pairs whose candidate is not simpler by any of: " + strings.Join(used, ", ")
}

// NewSimplicity returns the simplicity filter with the paper's proxies:
// Flesch Reading Ease (eval.FleschReadingEase), the ACCESS WordRank score
// over the bundled wordfreq list (eval.DefaultWordRanker) and, when depths
// is not nil, the dependency-tree depth.
func NewSimplicity(depths DepthsFunc) (Simplicity, error) {
	wr, err := eval.DefaultWordRanker()
	if err != nil {
		return Simplicity{}, fmt.Errorf("simplicity filter: %w", err)
	}
	return Simplicity{ReadingEase: eval.FleschReadingEase, WordRank: wr.Score, Depths: depths}, nil
}

// ErrNoProxy is returned by Simplicity.Keep when no proxy is set.
var ErrNoProxy = errors.New("simplicity filter: no simplicity proxy configured")

// Keep implements Filter.
func (f Simplicity) Keep(p Pair) (bool, error) {
	keep, err := f.KeepBatch([]Pair{p})
	if err != nil {
		return false, err
	}
	return keep[0], nil
}

// depthBatch is the pipeline batch the simplicity filter asks for when it
// parses: of 8,192 generated bronze pairs some 600 sentences reach the
// parser, enough for full parser batches of similar lengths.
const depthBatch = 8192

// PreferredBatch implements BatchSizer: large batches when dependency
// depths are parsed, so the parser gets many sentences per call.
func (f Simplicity) PreferredBatch() int {
	if f.Depths == nil {
		return 0
	}
	return depthBatch
}

// KeepBatch implements BatchFilter: the pairs that neither Flesch Reading
// Ease nor WordRank keeps are parsed together in one Depths call.
func (f Simplicity) KeepBatch(pairs []Pair) ([]bool, error) {
	if f.ReadingEase == nil && f.WordRank == nil && f.Depths == nil {
		return nil, ErrNoProxy
	}
	keep := make([]bool, len(pairs))
	var undecided []int
	for i, p := range pairs {
		switch {
		case f.ReadingEase != nil && f.ReadingEase(p.Simple) > f.ReadingEase(p.Complex):
			keep[i] = true
		case f.WordRank != nil && f.WordRank(p.Simple) < f.WordRank(p.Complex):
			keep[i] = true
		default:
			undecided = append(undecided, i)
		}
	}
	if f.Depths == nil || len(undecided) == 0 {
		return keep, nil
	}
	sents := make([]string, 0, 2*len(undecided))
	for _, i := range undecided {
		sents = append(sents, pairs[i].Complex, pairs[i].Simple)
	}
	d, err := f.Depths(sents)
	if err != nil {
		return nil, fmt.Errorf("dependency depth: %w", err)
	}
	if len(d) != len(sents) {
		return nil, fmt.Errorf("dependency depth: %d depths for %d sentences", len(d), len(sents))
	}
	for k, i := range undecided {
		keep[i] = d[2*k+1] < d[2*k]
	}
	return keep, nil
}

// CasolaConfig holds the thresholds of the paper's filters; the zero value
// is not useful, start from DefaultCasola.
type CasolaConfig struct {
	Unknown        []string      // bad tokens: unknown-token markers
	Garbled        bool          // bad tokens: "?" inside a word counts as unknown
	MinRepeats     int           // bad tokens: degenerate number-run length
	MinLetters     float64       // non-alphabetical: least letter share
	MinSimilarity  float64       // similarity: least Levenshtein ratio
	MaxSimilarity  float64       // similarity: greatest Levenshtein ratio
	MaxPartial     float64       // partial similarity: greatest partial ratio
	MaxSorted      float64       // sorted similarity: greatest token-sort ratio
	ProcessSorted  bool          // sorted similarity: fold case and punctuation first
	MinCompression float64       // compression: least length ratio
	MaxCompression float64       // compression: greatest length ratio
	ReadingEase    SentenceScore // simplicity: Flesch Reading Ease
	WordRank       SentenceScore // simplicity: WordRank score
	Depths         DepthsFunc    // simplicity: dependency depths (nil: not used)
	NoSimplicity   bool          // leave out the simplicity step
	MaxInvented    int           // invented words: most invented words in a kept candidate
	InventedWords  eval.Lexicon  // invented words: known words (nil: the bundled wordfreq list)
	NoInvented     bool          // leave out the invented-words step
}

// DefaultCasola returns the paper's thresholds (§3.3). The simplicity
// proxies are left for the caller to set.
func DefaultCasola() CasolaConfig {
	return CasolaConfig{
		Unknown:        DefaultUnknownTokens,
		Garbled:        true,
		MinRepeats:     4,
		MinLetters:     0.60,
		MinSimilarity:  0.25,
		MaxSimilarity:  0.90,
		MaxPartial:     0.99,
		MaxSorted:      0.90,
		ProcessSorted:  true,
		MinCompression: 0.5,
		MaxCompression: 1.5,
		MaxInvented:    DefaultMaxInvented,
	}
}

// Casola returns the paper's filters in the paper's order: bad tokens,
// non-alphabetical, similarity, partial similarity, sorted similarity,
// compression, simplicity; then, unless NoInvented, the invented-words step
// (not in the paper; last, so the paper's steps count what they count in
// the paper).
func Casola(c CasolaConfig) []Filter {
	fs := []Filter{
		BadTokens{Unknown: c.Unknown, Garbled: c.Garbled, MinRepeats: c.MinRepeats},
		NonAlpha{MinLetters: c.MinLetters},
		Similarity{Min: c.MinSimilarity, Max: c.MaxSimilarity},
		PartialSimilarity{Max: c.MaxPartial},
		SortedSimilarity{Max: c.MaxSorted, Process: c.ProcessSorted},
		Compression{Min: c.MinCompression, Max: c.MaxCompression},
	}
	if !c.NoSimplicity {
		fs = append(fs, Simplicity{ReadingEase: c.ReadingEase, WordRank: c.WordRank, Depths: c.Depths})
	}
	if !c.NoInvented {
		fs = append(fs, Invented{Max: c.MaxInvented, Lexicon: c.InventedWords})
	}
	return fs
}

// Clinical keeps pairs whose mean of the nine character-level string
// similarities of Adduru et al. (2018) §2.2 (strsim.Similarities.Mean) lies
// in [Min, Max].
type Clinical struct {
	Min, Max float64
}

// Name implements Filter.
func (Clinical) Name() string { return "clinical-mean-similarity" }

// Describe implements Filter.
func (f Clinical) Describe() string {
	return fmt.Sprintf("remove pairs whose mean of 9 string similarities is < %g or > %g", f.Min, f.Max)
}

// Keep implements Filter.
func (f Clinical) Keep(p Pair) (bool, error) {
	m := strsim.Compute(p.Complex, p.Simple).Mean()
	return m >= f.Min && m <= f.Max, nil
}
