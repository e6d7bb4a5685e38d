// Package decode generates token sequences from encoder-decoder models the
// way Hugging Face transformers' generate does (version 4.29, the behaviour
// kept through 4.47): greedy search and beam search with num_beams,
// num_return_sequences, length_penalty, early_stopping, min_length,
// no_repeat_ngram_size and max_length with a forced end-of-sequence token.
//
// The search runs on the host; the model runs behind the small [Model] and
// [Session] interfaces, which any encoder-decoder can implement (the Pegasus
// model in models/pegasus does). A session encodes its batch once, keeps the
// decoder's key/value cache on the device and returns the next-token
// log-probabilities of every row at each step, so one compiled step graph
// serves every step of a batch of a given shape.
package decode

// Model is an encoder-decoder network that decode can drive.
//
// Implementations must be safe to call from one goroutine at a time; decode
// never calls a Model concurrently.
type Model interface {
	// Start encodes a batch of source sequences (token ids, unpadded and of
	// any length; the model pads and masks them) once and returns a Session
	// for decoding them.
	//
	// The session has len(src)*expand rows: rows r*expand … r*expand+expand-1
	// all belong to source r (expand is the number of beams; 1 for greedy
	// search). maxSteps is the most Step calls the session will receive;
	// models size their key/value caches with it.
	Start(src [][]int32, expand, maxSteps int) (Session, error)
}

// Session is one batch being decoded. Its methods are not safe for
// concurrent use.
type Session interface {
	// Step feeds the next decoder input token of every row and returns the
	// next-token log-probabilities (log-softmax of the logits) of every row,
	// flattened row-major: len = rows × VocabSize().
	//
	// Before the new tokens are consumed, row r's decoding history (its
	// self-attention cache) is replaced by the history of row parents[r],
	// which is how beam search reorders beams; parents == nil keeps every
	// row's own history. parents may only name rows of the same source.
	// The first call (step 0) feeds the decoder start tokens and must pass
	// parents == nil. The returned slice is valid until the next Step: a
	// session may reuse it.
	Step(parents, tokens []int32) ([]float32, error)

	// VocabSize is the length of each row's log-probability vector.
	VocabSize() int

	// Close releases the session's device memory. It is safe to call more
	// than once.
	Close() error
}

// EarlyStopping is the beam search stopping rule (HF early_stopping).
type EarlyStopping int

const (
	// StopHeuristic (HF early_stopping=False) stops a source when no open
	// beam can, by a heuristic estimate at the current length, beat the
	// worst finished hypothesis.
	StopHeuristic EarlyStopping = iota
	// StopEarly (HF early_stopping=True) stops a source as soon as it has
	// num_beams finished hypotheses.
	StopEarly
	// StopNever (HF early_stopping="never") stops only when no open beam can
	// beat the worst finished hypothesis even at max_length.
	StopNever
)

// String returns the HF spelling of e.
func (e EarlyStopping) String() string {
	switch e {
	case StopEarly:
		return "true"
	case StopNever:
		return "never"
	}
	return "false"
}

// Options configure a generation, with HF generate's names and meaning.
type Options struct {
	// MaxLength is the most tokens of an output sequence, counting the
	// decoder start token (HF max_length).
	MaxLength int
	// MinLength is the fewest tokens before EOS may be produced, counting
	// the decoder start token (HF min_length; 0 disables it).
	MinLength int
	// NumBeams is the beam width; 1 means greedy search.
	NumBeams int
	// NumReturnSequences is how many hypotheses to return per source
	// (at most NumBeams; greedy search returns 1).
	NumReturnSequences int
	// LengthPenalty is the exponent of the length in the beam score
	// sum(log p)/len^LengthPenalty.
	LengthPenalty float64
	// EarlyStopping selects the beam search stopping rule.
	EarlyStopping EarlyStopping
	// DecoderStartTokenID starts every output sequence.
	DecoderStartTokenID int32
	// EOSTokenID ends a sequence.
	EOSTokenID int32
	// PadTokenID fills finished greedy rows.
	PadTokenID int32
	// NoRepeatNgramSize, when > 0, forbids any n-gram of that size from
	// occurring twice in an output (HF no_repeat_ngram_size).
	NoRepeatNgramSize int
	// ForcedEOSTokenID, when ≥ 0, is forced as the last token when a
	// sequence reaches its maximum length (HF forced_eos_token_id); -1
	// disables it.
	ForcedEOSTokenID int32
	// MaxLenA and MaxLenB, when either is non-zero, bound each source's
	// outputs by its own length, as fairseq's max_len_a/max_len_b do: at
	// most int(MaxLenA·len(source)) + MaxLenB tokens after the start token
	// (at least one), and never more than MaxLength allows. Zero for both
	// (the default, and HF's behaviour) applies MaxLength to every source.
	MaxLenA float64
	MaxLenB int
	// StopRepeats, when ≥ 2, ends a sequence (EOS becomes its only
	// allowed next token) once its generated tokens end with the same span
	// of 1 to MaxRepeatSpan tokens repeated StopRepeats times in a row, as
	// in "the force of the force of the force" (3 times "the force of",
	// counting the span that ends the output). 0 disables it; HF has no
	// such option.
	StopRepeats int
	// Constraint, when not nil, limits the tokens each output may continue
	// with (see Constraint); HF has no such option.
	Constraint Constraint
}

// Constraint limits the tokens an output may continue with, for example to
// real words (decode/lexical). Search applies it after the logits
// processors: each row keeps the best tokens the constraint allows (as
// many as the search can use: 1 for greedy search, 2·NumBeams for beam
// search) and every other token gets log-probability −∞. In beam search,
// a beam where the constraint allows none of the tokens with a finite
// log-probability is dropped (all −∞) when another beam of its source has
// an allowed token; when none has, or in greedy search, the rows are left
// as they were, so a constraint never leaves a search without a move.
type Constraint interface {
	// Allow reports whether the output of source src (an index into the
	// sources given to Generate), whose tokens so far are seq (start token
	// included), may continue with tok. Generate calls it from several
	// goroutines at once (for different sources), so it must be safe for
	// concurrent use, and it must not modify seq.
	Allow(src int, seq []int32, tok int32) bool
}

// A Narrower is a Constraint that can, for some outputs, list every token
// it could allow, so that a search offers it only those instead of going
// down the whole vocabulary for the few it allows (a constraint that makes
// an output copy a name from its source allows a handful of tokens).
// Narrowing changes what is checked, never what is kept.
type Narrower interface {
	Constraint
	// Narrow returns, when ok, tokens that include every token Allow
	// allows after seq (more are fine), without repeats; when !ok, every
	// token may be allowed. The same concurrency rules as Allow hold, and
	// toks must not be modified by the caller.
	Narrow(src int, seq []int32) (toks []int32, ok bool)
}

// MaxRepeatSpan is the longest span Options.StopRepeats looks for.
const MaxRepeatSpan = 16

// Retainer is implemented by sessions that can drop the rows of sources
// whose decoding is over, so that later steps only cost the rows still
// decoding. Generate uses it when the session has it.
type Retainer interface {
	// Retain keeps only the rows of the given sources, in the given order:
	// sources are indices, in increasing order, into the session's current
	// sources (those of Start, or of the previous Retain). The kept rows
	// keep their decoding history; the rows of the next Step are
	// len(sources)·expand, numbered in the new order, and the parents it
	// passes refer to that numbering.
	Retain(sources []int) error
}

// Hypothesis is one generated sequence.
type Hypothesis struct {
	// Tokens starts with the decoder start token and ends with EOS, unless
	// the sequence was cut at MaxLength without one. No padding.
	Tokens []int32
	// Score is, for beam search, HF's sequences_scores value:
	// sum of token log-probabilities / len^LengthPenalty, len counting the
	// generated tokens including EOS. For greedy search it is the plain sum
	// of the chosen tokens' log-probabilities.
	Score float64
	// Unconstrained reports that at some step of this sequence
	// Options.Constraint allowed no token (in beam search: for no beam of
	// the source), and the search went on without it for that step.
	Unconstrained bool
}

// AllOf is a Constraint that allows a token when every one of cs does
// (nil entries are skipped); it returns nil when none is left, and the
// constraint itself when one is.
func AllOf(cs ...Constraint) Constraint {
	var keep allOf
	for _, c := range cs {
		if c != nil {
			keep = append(keep, c)
		}
	}
	switch len(keep) {
	case 0:
		return nil
	case 1:
		return keep[0]
	}
	return keep
}

type allOf []Constraint

// Narrow implements Narrower: the shortest list of the constraints that
// narrow (any of them bounds what all of them allow).
func (a allOf) Narrow(src int, seq []int32) ([]int32, bool) {
	var best []int32
	found := false
	for _, c := range a {
		if n, ok := c.(Narrower); ok {
			if toks, ok := n.Narrow(src, seq); ok && (!found || len(toks) < len(best)) {
				best, found = toks, true
			}
		}
	}
	return best, found
}

func (a allOf) Allow(src int, seq []int32, tok int32) bool {
	for _, c := range a {
		if !c.Allow(src, seq, tok) {
			return false
		}
	}
	return true
}
