package access

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/gomlx/compute"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/checkpoints/store"
	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/decode/lexical"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/internal/atomicfile"
)

// Files of a checkpoint directory.
const (
	// MetaFile holds the Meta as JSON.
	MetaFile = "model.json"
	// VocabFile is the SentencePiece model.
	VocabFile = "spm.model"
	// WeightsFile holds the weights of the best model (by validation SARI).
	WeightsFile = "best.safetensors"
)

// DefaultControls are ACCESS's inference targets: LengthRatio 0.95,
// Levenshtein 0.75, WordRank 0.75.
const DefaultControls = "LengthRatio=0.95,Levenshtein=0.75,WordRankRatio=0.75"

// Meta describes a checkpoint directory: the network, the control features
// it was trained with and the control values simplify uses by default.
type Meta struct {
	Model Config `json:"model"`
	// Features are the control feature names, in source order.
	Features []string `json:"features"`
	// Controls is the default control specification (see
	// controls.ParseValues); patsimp tune replaces it with the best values
	// found on a validation set.
	Controls string `json:"controls"`
	// TunedSARI records the validation SARI of Controls when set by tune.
	TunedSARI float64 `json:"tuned_sari,omitempty"`
	// MinScore, when below 0, is the checkpoint's calibrated
	// Options.MinScore, simplify's default --min-score: below it this
	// model's outputs are garbled. Set by hand after looking at the mean
	// token log-probabilities of a few hundred outputs (docs/access.md).
	MinScore float64 `json:"min_score,omitempty"`
	// WellFormedControls and LengthWeight, when set, are simplify's
	// defaults with well-formed edits (Options.Edits) in place of Controls
	// and 0: the control values the candidates are generated with, and the
	// Options.LengthWeight that aims the chosen candidate's length at their
	// LengthRatio. Chosen by reading outputs (docs/access.md).
	WellFormedControls string  `json:"well_formed_controls,omitempty"`
	LengthWeight       float64 `json:"length_weight,omitempty"`
}

// FeatureList parses m.Features.
func (m Meta) FeatureList() ([]controls.Feature, error) {
	out := make([]controls.Feature, 0, len(m.Features))
	for _, n := range m.Features {
		f, err := controls.ParseFeature(n)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// ReadMeta reads dir/model.json.
func ReadMeta(dir string) (Meta, error) {
	b, err := os.ReadFile(filepath.Join(dir, MetaFile))
	if err != nil {
		return Meta{}, fmt.Errorf("access checkpoint: %w", err)
	}
	return parseMeta(b, dir)
}

// parseMeta decodes and validates model.json of the checkpoint name.
func parseMeta(b []byte, name string) (Meta, error) {
	var m Meta
	if err := json.Unmarshal(b, &m); err != nil {
		return Meta{}, fmt.Errorf("access checkpoint %s: %s: %w", name, MetaFile, err)
	}
	if err := m.Model.Validate(); err != nil {
		return Meta{}, fmt.Errorf("access checkpoint %s: %w", name, err)
	}
	return m, nil
}

// WriteMeta writes dir/model.json atomically.
func WriteMeta(dir string, m Meta) error {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.Write(filepath.Join(dir, MetaFile), 0o644, func(w io.Writer) error {
		_, err := w.Write(append(b, '\n'))
		return err
	})
}

// Simplifier simplifies sentences with a trained ACCESS model.
type Simplifier struct {
	// Meta describes the checkpoint.
	Meta Meta
	// Vocab maps text and control tokens to ids.
	Vocab *Vocab
	// Features are the control features the model was trained with.
	Features []controls.Feature
	// ID identifies the checkpoint's content (a hash of its files when
	// loaded by Load or LoadFS) in the fingerprints of resumable outputs.
	ID  string
	gen *Generator
	// pieces is the token table of the decoding constraints, built on
	// first use and shared by every batch.
	pieces func() (*lexical.Pieces, error)
}

// NewSimplifier wraps a store holding trained weights.
func NewSimplifier(backend compute.Backend, s *model.Store, meta Meta, vocab *Vocab) (*Simplifier, error) {
	feats, err := meta.FeatureList()
	if err != nil {
		return nil, err
	}
	gen, err := NewGenerator(backend, s, meta.Model)
	if err != nil {
		return nil, err
	}
	pieces := sync.OnceValues(func() (*lexical.Pieces, error) { return lexical.NewPieces(vocab.sp, vocab.Size()) })
	return &Simplifier{Meta: meta, Vocab: vocab, Features: feats, gen: gen, pieces: pieces}, nil
}

// Load opens the checkpoint directory dir (model.json, spm.model and
// best.safetensors) on backend.
func Load(dir string, backend compute.Backend) (*Simplifier, error) {
	return LoadFS(os.DirFS(dir), dir, backend)
}

// LoadFS opens a checkpoint whose files (model.json, spm.model and
// best.safetensors) are at the root of fsys, e.g. one embedded in the
// binary; name labels it in errors. Weights stored as bfloat16
// (store.Compact) are widened to float32.
func LoadFS(fsys fs.FS, name string, backend compute.Backend) (*Simplifier, error) {
	b, err := fs.ReadFile(fsys, MetaFile)
	if err != nil {
		return nil, fmt.Errorf("access checkpoint %s: %w", name, err)
	}
	meta, err := parseMeta(b, name)
	if err != nil {
		return nil, err
	}
	feats, err := meta.FeatureList()
	if err != nil {
		return nil, fmt.Errorf("access checkpoint %s: %w", name, err)
	}
	if b, err = fs.ReadFile(fsys, VocabFile); err != nil {
		return nil, fmt.Errorf("access checkpoint %s: %w", name, err)
	}
	sp, err := spm.Parse(b)
	if err != nil {
		return nil, fmt.Errorf("access checkpoint %s: %s: %w", name, VocabFile, err)
	}
	vocab, err := NewVocab(sp, feats)
	if err != nil {
		return nil, err
	}
	if vocab.Size() != meta.Model.SrcVocabSize {
		return nil, fmt.Errorf("access checkpoint %s: vocabulary has %d ids, model %d", name, vocab.Size(), meta.Model.SrcVocabSize)
	}
	if b, err = fs.ReadFile(fsys, WeightsFile); err != nil {
		return nil, fmt.Errorf("access checkpoint %s: %w", name, err)
	}
	f, err := store.Parse(b)
	if err != nil {
		return nil, fmt.Errorf("access checkpoint %s: %s: %w", name, WeightsFile, err)
	}
	s := model.NewStore()
	if err := f.Restore(s); err != nil {
		return nil, fmt.Errorf("access checkpoint %s: %s: %w", name, WeightsFile, err)
	}
	simp, err := NewSimplifier(backend, s, meta, vocab)
	if err != nil {
		return nil, err
	}
	simp.ID = checkpointID(fsys)
	return simp, nil
}

// checkpointID hashes the network and vocabulary files and the weights of
// a checkpoint (not the tuned controls, which callers record themselves).
func checkpointID(fsys fs.FS) string {
	h := sha256.New()
	for _, name := range []string{VocabFile, WeightsFile} {
		b, _ := fs.ReadFile(fsys, name)
		fmt.Fprintf(h, "%s %d\n", name, len(b))
		h.Write(b)
	}
	if m, err := fs.ReadFile(fsys, MetaFile); err == nil {
		if meta, err := parseMeta(m, ""); err == nil {
			b, _ := json.Marshal([]any{meta.Model, meta.Features})
			h.Write(b)
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// DefaultValues returns the checkpoint's default control values,
// restricted to the features the model was trained with.
func (s *Simplifier) DefaultValues() (controls.Values, error) {
	spec := s.Meta.Controls
	if spec == "" {
		spec = DefaultControls
	}
	return s.specValues(spec, "checkpoint controls")
}

// WellFormedValues returns the control values simplify uses by default
// with well-formed edits: Meta.WellFormedControls if set, else
// DefaultValues.
func (s *Simplifier) WellFormedValues() (controls.Values, error) {
	if s.Meta.WellFormedControls == "" {
		return s.DefaultValues()
	}
	return s.specValues(s.Meta.WellFormedControls, "checkpoint well-formed controls")
}

// specValues parses the control specification spec, named what in errors,
// and keeps the values of the model's features.
func (s *Simplifier) specValues(spec, what string) (controls.Values, error) {
	v, err := controls.ParseValues(spec)
	if err != nil {
		return controls.Values{}, fmt.Errorf("%s %q: %w", what, spec, err)
	}
	return s.Restrict(v)
}

// Restrict keeps the values of the model's features and reports a feature
// the model needs but v lacks.
func (s *Simplifier) Restrict(v controls.Values) (controls.Values, error) {
	var out controls.Values
	for _, f := range s.Features {
		x, ok := v.Get(f)
		if !ok {
			return controls.Values{}, fmt.Errorf("no value for control %s, which the model was trained with", f)
		}
		out.Set(f, x)
	}
	return out, nil
}

// Options configure Simplify.
type Options struct {
	// Beams is the beam width (1: greedy).
	Beams int
	// Batch is the number of sentences decoded together.
	Batch int
	// MaxLenA and MaxLenB bound each output to MaxLenA·srcLen + MaxLenB
	// tokens, srcLen being its own source's length (fairseq's
	// max_len_a/b); 0 and 0 mean 1.5·src + 10.
	MaxLenA float64
	MaxLenB int
	// NoRepeatNgram, when > 0, forbids any n-gram of that many tokens from
	// occurring twice in an output (HF no_repeat_ngram_size).
	NoRepeatNgram int
	// StopRepeats, when ≥ 2, ends an output once it ends with the same
	// span of up to decode.MaxRepeatSpan tokens repeated that many times in
	// a row (decode.Options.StopRepeats).
	StopRepeats int
	// KnownWords, when not nil, keeps outputs to known words: each word of
	// an output must be a word of its source or of KnownWords, as the
	// invented-word measure defines them (decode/lexical). eval's
	// DefaultWordRanker is the bundled wordfreq list.
	KnownWords eval.PrefixLexicon
	// NoLoops refuses any token after which an output would hold a loop
	// as patsimp eval counts them (eval.HasLoop), unless its source holds
	// one (decode/lexical.NoLoops).
	NoLoops bool
	// Verbatim keeps the source's names, formulas and numbers whole and
	// refuses to end an output inside brackets (decode/lexical.Verbatim);
	// hyphenated words that are not in the source must be of KnownWords,
	// or of eval's bundled word list when KnownWords is nil.
	Verbatim bool
	// CopyUnconstrained outputs a source unchanged when a step of its
	// search found no token the constraints allow and went on without them
	// (decode.Hypothesis.Unconstrained): the model could not go on within
	// them (typically a long chemical name it cannot copy), and what
	// follows such a step is rarely English.
	CopyUnconstrained bool
	// MinScore, when below 0, outputs a source unchanged when the mean
	// log-probability of its output's tokens (end token included) is below
	// it: the model's own measure of how sure it is. A model that cannot
	// simplify a sentence (a long chemical name it cannot copy) writes
	// improbable text; 0 is off.
	MinScore float64
	// WithScores prefixes each output with the mean log-probability of the
	// model's output tokens (the measure MinScore compares, "%.4f") and a
	// tab, to calibrate MinScore or rank outputs; a copied source gets the
	// score of the output it replaced.
	WithScores bool
	// Edits, if set, makes each output the most probable (by mean token
	// log-probability, as the model scores it) of the candidates Edits
	// accepts or proposes, instead of the best beam: the candidates are
	// every finished beam (but those CopyUnconstrained or MinScore refuse)
	// and the edits of the source it proposes. A source without any is
	// output unchanged.
	Edits Editor
	// LengthWeight, with Edits, makes the LengthRatio control value a
	// target for the chosen candidate's length: each candidate's score is
	// lowered by LengthWeight × |its length ratio (characters,
	// controls.LengthRatioOf) − LengthRatio| before the most probable is
	// chosen. 0 leaves the model's score alone; it is ignored when the
	// control values have no LengthRatio. The model alone hardly follows
	// the control here: its candidates are the source less whole subtrees,
	// and it scores a near-copy as the most probable.
	LengthWeight float64
	// lengthTarget is the LengthRatio control value LengthWeight aims at
	// (forValues), -1 without one.
	lengthTarget float64
	// Rewrite, if set, rewrites every output last, a source output
	// unchanged included (lexsub.Table: simpler words for some).
	Rewrite Rewriter
	// Progress, if set, is called with the number of sentences done.
	Progress func(done int)
}

// An Editor vets and proposes outputs as edits of their sources
// (depparse.Edits is one, by dependency parse).
type Editor interface {
	// Edit returns, for each source, the candidates (best first) it
	// accepts as outputs, in order, and more of its own.
	Edit(sources []string, candidates [][]string) ([][]string, error)
}

// A Rewriter rewrites a finished output (lexsub.Table is one: it writes
// simpler words for some).
type Rewriter interface {
	Rewrite(s string) string
}

// withDefaults fills in the zero values of o: one beam, batches of 32,
// maximum lengths 1.5·src + 10.
func (o Options) withDefaults() Options {
	if o.Beams < 1 {
		o.Beams = 1
	}
	if o.Batch < 1 {
		o.Batch = 32
	}
	if o.MaxLenA == 0 && o.MaxLenB == 0 {
		o.MaxLenA, o.MaxLenB = 1.5, 10
	}
	return o
}

// forValues returns o ready to decode with the control values vals: the
// length target of LengthWeight.
func (o Options) forValues(vals controls.Values) Options {
	o.lengthTarget = -1
	if v, ok := vals.Get(controls.LengthRatio); ok && o.LengthWeight > 0 {
		o.lengthTarget = v
	}
	return o
}

// Simplify simplifies each sentence with the control values vals. The
// sentences are decoded in batches of opt.Batch in order of source length;
// the results are in input order.
func (s *Simplifier) Simplify(ctx context.Context, sentences []string, vals controls.Values, opt Options) ([]string, error) {
	opt = opt.withDefaults().forValues(vals)
	// Encode everything first and decode in order of source length, so
	// that a batch holds sentences of similar length (less padding, and
	// its rows finish decoding together); results go back in input order.
	src, err := s.encode(sentences, vals)
	if err != nil {
		return nil, err
	}
	order := lengthOrder(src)
	out := make([]string, len(sentences))
	for start := 0; start < len(order); start += opt.Batch {
		idx := order[start:min(start+opt.Batch, len(order))]
		res, err := s.decodeBatch(ctx, src, sentences, idx, opt)
		if err != nil {
			return nil, fmt.Errorf("simplifying a batch of %d sentences (%d to %d in input order): %w", len(idx), slices.Min(idx)+1, slices.Max(idx)+1, err)
		}
		for k, i := range idx {
			out[i] = res[k]
		}
		if opt.Progress != nil {
			opt.Progress(len(idx))
		}
	}
	return out, nil
}

// decodeBatch decodes the sources src[i] (encodings of texts[i]) for i in
// idx as one batch and returns their simplifications in the order of idx.
// Each output's length cap follows its own source's length.
func (s *Simplifier) decodeBatch(ctx context.Context, src [][]int32, texts []string, idx []int, opt Options) ([]string, error) {
	// A source that fills the model's positions (encode cut it) cannot be
	// read whole nor its copy scored (a chemical name list of 28 words can
	// be 1,400 characters): it is written as it is, the others decoded.
	full := func(i int) bool { return len(src[i]) >= s.Meta.Model.MaxPositions }
	if rest := slices.DeleteFunc(slices.Clone(idx), full); len(rest) < len(idx) {
		var res []string
		if len(rest) > 0 {
			var err error
			if res, err = s.decodeBatch(ctx, src, texts, rest, opt); err != nil {
				return nil, err
			}
		}
		out := make([]string, 0, len(idx))
		for _, i := range idx {
			if full(i) {
				out = append(out, finish(texts[i], 0, opt))
			} else {
				out, res = append(out, res[0]), res[1:]
			}
		}
		return out, nil
	}
	batch := make([][]int32, len(idx))
	longest := 0
	for k, i := range idx {
		batch[k] = src[i]
		longest = max(longest, len(src[i]))
	}
	sources := make([]string, len(idx))
	for k, i := range idx {
		sources[k] = texts[i]
	}
	var known, loops, verbatim decode.Constraint
	if opt.KnownWords != nil || opt.NoLoops || opt.Verbatim {
		pieces, err := s.pieces()
		if err != nil {
			return nil, err
		}
		if opt.KnownWords != nil {
			if known, err = lexical.New(pieces, s.Vocab.EOSID(), sources, opt.KnownWords); err != nil {
				return nil, err
			}
		}
		if opt.NoLoops {
			if loops, err = lexical.NewNoLoops(pieces, s.Vocab.EOSID(), sources); err != nil {
				return nil, err
			}
		}
		if opt.Verbatim {
			var lex eval.Lexicon = opt.KnownWords
			if opt.KnownWords == nil {
				if lex, err = eval.DefaultWordRanker(); err != nil {
					return nil, err
				}
			}
			if verbatim, err = lexical.NewVerbatim(pieces, s.Vocab.EOSID(), sources, lex); err != nil {
				return nil, err
			}
		}
	}
	constraint := decode.AllOf(known, loops, verbatim)
	maxLen := min(int(opt.MaxLenA*float64(longest))+opt.MaxLenB+1, s.Meta.Model.MaxPositions)
	nret := 1
	if opt.Edits != nil {
		nret = opt.Beams
	}
	hyps, err := decode.Generate(ctx, s.gen, batch, decode.Options{
		MaxLength: maxLen, NumBeams: opt.Beams, NumReturnSequences: nret, LengthPenalty: 1,
		DecoderStartTokenID: s.Vocab.BOSID(), EOSTokenID: s.Vocab.EOSID(), PadTokenID: s.Vocab.PadID(),
		ForcedEOSTokenID: -1, MaxLenA: opt.MaxLenA, MaxLenB: opt.MaxLenB,
		NoRepeatNgramSize: opt.NoRepeatNgram, StopRepeats: opt.StopRepeats, Constraint: constraint,
	})
	if err != nil {
		return nil, err
	}
	if opt.Edits != nil {
		return s.editOutputs(ctx, sources, src, idx, hyps, opt)
	}
	out := make([]string, len(hyps))
	for k, h := range hyps {
		score := meanLogProb(h[0], opt.Beams)
		text := sources[k]
		if !s.refused(h[0], score, opt) {
			text = s.Vocab.Decode(h[0].Tokens)
		}
		out[k] = finish(text, score, opt)
	}
	return out, nil
}

// finish returns an output as Simplify writes it: text rewritten by
// opt.Rewrite and, with opt.WithScores, after its score and a tab.
func finish(text string, score float64, opt Options) string {
	if opt.Rewrite != nil {
		text = opt.Rewrite.Rewrite(text)
	}
	if opt.WithScores {
		return fmt.Sprintf("%.4f\t%s", score, text)
	}
	return text
}

// refused reports whether CopyUnconstrained or MinScore refuse hypothesis
// h, whose mean log-probability is score.
func (s *Simplifier) refused(h decode.Hypothesis, score float64, opt Options) bool {
	return h.Unconstrained && opt.CopyUnconstrained || opt.MinScore < 0 && score < opt.MinScore
}

// editOutputs makes each source's output the most probable of the
// candidates opt.Edits accepts or proposes (Options.Edits); src[idx[k]]
// encodes sources[k]. A copied source gets the score of the best beam.
func (s *Simplifier) editOutputs(ctx context.Context, sources []string, src [][]int32, idx []int, hyps [][]decode.Hypothesis, opt Options) ([]string, error) {
	beams := make([][]string, len(hyps))
	// A finished beam's search score is the mean log-probability Score
	// would give its tokens: only the editor's own candidates are scored.
	known := make([]map[string]float64, len(hyps))
	for k, hs := range hyps {
		known[k] = map[string]float64{}
		for _, h := range hs {
			score := meanLogProb(h, opt.Beams)
			if s.refused(h, score, opt) {
				continue
			}
			text := s.Vocab.Decode(h.Tokens)
			if _, dup := known[k][text]; !dup {
				beams[k] = append(beams[k], text)
				known[k][text] = score
			}
		}
	}
	cands, err := opt.Edits.Edit(sources, beams)
	if err != nil {
		return nil, err
	}
	if len(cands) != len(sources) {
		return nil, fmt.Errorf("access: the editor returned %d candidate lists for %d sources", len(cands), len(sources))
	}
	encoded := make([][]int32, len(idx))
	fresh := make([][]string, len(idx))
	for k, i := range idx {
		encoded[k] = src[i]
		for _, c := range cands[k] {
			if _, ok := known[k][c]; !ok {
				fresh[k] = append(fresh[k], c)
			}
		}
	}
	freshScores, err := s.scoreEncoded(ctx, encoded, fresh)
	if err != nil {
		return nil, err
	}
	scores := make([][]float64, len(cands))
	for k, cs := range cands {
		for j, c := range fresh[k] {
			known[k][c] = freshScores[k][j]
		}
		for _, c := range cs {
			scores[k] = append(scores[k], known[k][c])
		}
	}
	out := make([]string, len(hyps))
	for k := range out {
		text, score := sources[k], meanLogProb(hyps[k][0], opt.Beams)
		if len(cands[k]) > 0 {
			best := bestCandidate(sources[k], cands[k], scores[k], opt.lengthTarget, opt.LengthWeight)
			text, score = cands[k][best], scores[k][best]
		}
		out[k] = finish(text, score, opt)
	}
	return out, nil
}

// bestCandidate returns the index of the most probable of a source's
// candidates (scores[j] is the model's score of cands[j]), each score lowered
// by weight × the distance of its length ratio from target when target ≥ 0
// (Options.LengthWeight); the first of equals.
func bestCandidate(source string, cands []string, scores []float64, target, weight float64) int {
	key := func(j int) float64 {
		if target < 0 || weight == 0 {
			return scores[j]
		}
		return scores[j] - weight*math.Abs(controls.LengthRatioOf(source, cands[j])-target)
	}
	best, bestKey := 0, key(0)
	for j := 1; j < len(cands); j++ {
		if k := key(j); k > bestKey {
			best, bestKey = j, k
		}
	}
	return best
}

// meanLogProb is the mean log-probability of h's generated tokens: beam
// search's score (length penalty 1), or greedy search's sum over the
// tokens after the start token.
func meanLogProb(h decode.Hypothesis, beams int) float64 {
	if beams > 1 {
		return h.Score
	}
	return h.Score / float64(max(1, len(h.Tokens)-1))
}

// Export writes a shippable copy of the checkpoint directory src to dst:
// model.json and spm.model as they are and the best weights as bfloat16
// (store.Compact), about half the size of float32. LoadFS and Load read it
// like any checkpoint.
func Export(src, dst string) error {
	if _, err := ReadMeta(src); err != nil {
		return err
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return fmt.Errorf("access export: %w", err)
	}
	if a, err := os.Stat(src); err == nil {
		if b, err := os.Stat(dst); err == nil && os.SameFile(a, b) {
			return fmt.Errorf("access export: %s and %s are the same directory: the float32 weights would be lost", src, dst)
		}
	}
	for _, name := range []string{MetaFile, VocabFile} {
		b, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			return fmt.Errorf("access export: %w", err)
		}
		if err := atomicfile.WriteBytes(filepath.Join(dst, name), b, 0o644); err != nil {
			return fmt.Errorf("access export: %w", err)
		}
	}
	if err := store.Compact(filepath.Join(src, WeightsFile), filepath.Join(dst, WeightsFile)); err != nil {
		return fmt.Errorf("access export: %w", err)
	}
	return nil
}

// Score returns how probable the model finds each candidate output of each
// sentence under the control values vals: result[i][j] is the mean
// log-probability of the tokens of candidates[i][j] (its end token
// included) given sentences[i], the measure MinScore and WithScores use.
func (s *Simplifier) Score(ctx context.Context, sentences []string, vals controls.Values, candidates [][]string) ([][]float64, error) {
	if len(candidates) != len(sentences) {
		return nil, fmt.Errorf("access: score: %d sentences but %d candidate lists", len(sentences), len(candidates))
	}
	src, err := s.encode(sentences, vals)
	if err != nil {
		return nil, err
	}
	return s.scoreEncoded(ctx, src, candidates)
}

// scoreEncoded is Score of encoded sources.
func (s *Simplifier) scoreEncoded(ctx context.Context, src [][]int32, candidates [][]string) ([][]float64, error) {
	targets := make([][][]int32, len(candidates))
	for i, cs := range candidates {
		for _, c := range cs {
			targets[i] = append(targets[i], s.Vocab.EncodeTarget(c))
		}
	}
	sums, err := s.gen.Score(ctx, src, targets, s.Vocab.BOSID())
	if err != nil {
		return nil, err
	}
	for i, ts := range targets {
		for j, t := range ts {
			sums[i][j] /= float64(len(t))
		}
	}
	return sums, nil
}
