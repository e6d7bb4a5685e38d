// Package controls computes ACCESS control tokens (Martin et al. 2020): per
// sentence pair features such as the character length ratio, bucketed to
// steps of 0.05 and prepended to the complex sentence as single vocabulary
// items like "<LENGTHRATIO_0.95>".
//
// The definitions follow the ACCESS reference code as written down in the
// project's METRICS.md: values are rounded with round(round(v/0.05)*0.05, 10)
// using round-half-to-even and printed like Python floats, and the source
// side reads
//
//	<DEPENDENCYTREEDEPTHRATIO_x> <WORDRANKRATIO_x> <LEVENSHTEIN_x> <LENGTHRATIO_x> complex
//
// with only the enabled features present. The target side gets no token.
package controls

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/patsimp/patsimp/eval"
)

// Feature names one ACCESS control feature.
type Feature int

// The four ACCESS features, in the order their tokens appear on the source
// side.
const (
	DependencyTreeDepthRatio Feature = iota
	WordRankRatio
	Levenshtein
	LengthRatio
	numFeatures
)

// All lists every feature in source-side token order.
var All = []Feature{DependencyTreeDepthRatio, WordRankRatio, Levenshtein, LengthRatio}

var featureInfo = [numFeatures]struct {
	token   string // upper-case token prefix, as ACCESS writes it
	name    string // user-facing name
	aliases []string
}{
	DependencyTreeDepthRatio: {"DEPENDENCYTREEDEPTHRATIO", "DependencyTreeDepthRatio", []string{"dependencytreedepth", "depth"}},
	WordRankRatio:            {"WORDRANKRATIO", "WordRankRatio", []string{"wordrank"}},
	Levenshtein:              {"LEVENSHTEIN", "Levenshtein", []string{"levenshteinratio"}},
	LengthRatio:              {"LENGTHRATIO", "LengthRatio", []string{"length"}},
}

// String returns the feature's user-facing name, e.g. "LengthRatio".
func (f Feature) String() string {
	if f < 0 || f >= numFeatures {
		return fmt.Sprintf("Feature(%d)", int(f))
	}
	return featureInfo[f].name
}

// TokenName returns the upper-case name used inside tokens, e.g. "LENGTHRATIO".
func (f Feature) TokenName() string {
	if f < 0 || f >= numFeatures {
		return ""
	}
	return featureInfo[f].token
}

// ParseFeature maps a name to a feature. It accepts the user-facing names
// "LengthRatio", "Levenshtein", "WordRankRatio" and
// "DependencyTreeDepthRatio" (case-insensitive, as Feature.String prints
// them), the token names and the short aliases "WordRank" and
// "DependencyTreeDepth".
func ParseFeature(name string) (Feature, error) {
	l := strings.ToLower(strings.TrimSpace(name))
	for f := range numFeatures {
		info := featureInfo[f]
		if l == strings.ToLower(info.name) || l == strings.ToLower(info.token) {
			return f, nil
		}
		for _, a := range info.aliases {
			if l == a {
				return f, nil
			}
		}
	}
	return 0, fmt.Errorf("unknown control feature %q (want LengthRatio, Levenshtein, WordRankRatio or DependencyTreeDepthRatio)", name)
}

// Bucket rounds v the way ACCESS does: round(round(v/0.05)*0.05, 10), where
// both roundings are Python's round-half-to-even on the exact binary value.
func Bucket(v float64) float64 {
	r := math.RoundToEven(v/0.05) * 0.05
	// strconv rounds the exact binary value correctly, ties to even, which
	// is what Python's round(x, 10) does.
	s := strconv.FormatFloat(r, 'f', 10, 64)
	out, err := strconv.ParseFloat(s, 64)
	if err != nil { // cannot happen for a formatted float
		return r
	}
	return out
}

// FormatValue prints v like Python's repr(float): the shortest string that
// reads back as v, with ".0" on integral values ("1.0", "0.75").
func FormatValue(v float64) string {
	switch {
	case math.IsNaN(v):
		return "nan"
	case math.IsInf(v, 1):
		return "inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	exp := 0
	if a := math.Abs(v); a != 0 {
		exp = int(math.Floor(math.Log10(a)))
	}
	if exp < -4 || exp >= 16 {
		s := strconv.FormatFloat(v, 'e', -1, 64)
		// Python writes 1e-05, Go 1e-05 too; Python omits "+" padding the same way.
		return s
	}
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

// Token returns the control token of feature f for the raw value v, e.g.
// Token(LengthRatio, 0.9333) == "<LENGTHRATIO_0.95>".
func Token(f Feature, v float64) string {
	return "<" + f.TokenName() + "_" + FormatValue(Bucket(v)) + ">"
}

// Values holds one value per feature; only features present in Set are used.
type Values struct {
	v   [numFeatures]float64
	set [numFeatures]bool
}

// Set stores the value of feature f.
func (vs *Values) Set(f Feature, v float64) {
	if f < 0 || f >= numFeatures {
		return
	}
	vs.v[f], vs.set[f] = v, true
}

// Get returns the value of f and whether it was set.
func (vs Values) Get(f Feature) (float64, bool) {
	if f < 0 || f >= numFeatures {
		return 0, false
	}
	return vs.v[f], vs.set[f]
}

// Features lists the features that are set, in source-side token order.
func (vs Values) Features() []Feature {
	var out []Feature
	for _, f := range All {
		if vs.set[f] {
			out = append(out, f)
		}
	}
	return out
}

// Tokens returns the control tokens of the set features in source-side order.
func (vs Values) Tokens() []string {
	var out []string
	for _, f := range vs.Features() {
		out = append(out, Token(f, vs.v[f]))
	}
	return out
}

// Prefix returns the source sentence with the control tokens prepended,
// separated by single spaces.
func (vs Values) Prefix(complex string) string {
	toks := vs.Tokens()
	if len(toks) == 0 {
		return complex
	}
	return strings.Join(toks, " ") + " " + complex
}

// String formats the values as a control specification,
// "LengthRatio=0.95,Levenshtein=0.75", which ParseValues reads back.
func (vs Values) String() string {
	var parts []string
	for _, f := range []Feature{LengthRatio, Levenshtein, WordRankRatio, DependencyTreeDepthRatio} {
		if vs.set[f] {
			parts = append(parts, f.String()+"="+strconv.FormatFloat(vs.v[f], 'g', -1, 64))
		}
	}
	return strings.Join(parts, ",")
}

// ParseValues reads a control specification such as
// "LengthRatio=0.95,Levenshtein=0.75,WordRankRatio=0.75". Values must be finite
// and within [0, 2].
func ParseValues(spec string) (Values, error) {
	var vs Values
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return vs, nil
	}
	for i, part := range strings.Split(spec, ",") {
		name, val, ok := strings.Cut(part, "=")
		if !ok {
			return Values{}, fmt.Errorf("control item %d %q: want NAME=VALUE", i+1, part)
		}
		f, err := ParseFeature(name)
		if err != nil {
			return Values{}, fmt.Errorf("control item %d: %w", i+1, err)
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
		if err != nil || math.IsNaN(v) || v < 0 || v > 2 {
			return Values{}, fmt.Errorf("control item %d %q: value must be a number in [0, 2]", i+1, part)
		}
		if vs.set[f] {
			return Values{}, fmt.Errorf("control item %d: %s given twice", i+1, f)
		}
		vs.Set(f, v)
	}
	return vs, nil
}

// ParseToken reads a control token such as "<LENGTHRATIO_0.95>" and returns
// its feature and value.
func ParseToken(tok string) (Feature, float64, error) {
	body, ok := strings.CutPrefix(tok, "<")
	if ok {
		body, ok = strings.CutSuffix(body, ">")
	}
	if !ok {
		return 0, 0, fmt.Errorf("control token %q: not of the form <NAME_value>", tok)
	}
	i := strings.LastIndexByte(body, '_')
	if i < 0 {
		return 0, 0, fmt.Errorf("control token %q: no '_' before the value", tok)
	}
	for f := range numFeatures {
		if body[:i] == featureInfo[f].token {
			v, err := strconv.ParseFloat(body[i+1:], 64)
			if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
				return 0, 0, fmt.Errorf("control token %q: bad value %q", tok, body[i+1:])
			}
			return f, v, nil
		}
	}
	return 0, 0, fmt.Errorf("control token %q: unknown feature %q", tok, body[:i])
}

// VocabularyTokens lists every token the given features can produce for
// values in [0, 2], in feature then value order. A subword vocabulary adds
// them as user-defined symbols so each stays one item.
func VocabularyTokens(features []Feature) []string {
	fs := append([]Feature(nil), features...)
	sort.Slice(fs, func(i, j int) bool { return fs[i] < fs[j] })
	var out []string
	for _, f := range fs {
		for k := 0; k <= 40; k++ {
			out = append(out, Token(f, float64(k)*0.05))
		}
	}
	return out
}

// WordRanker scores the lexical complexity of a sentence: ACCESS's 75th
// percentile of log(1 + rank) over its content words (eval.WordRanker
// implements it).
type WordRanker interface {
	Score(sentence string) float64
}

// DepthParser returns the dependency-tree depth (edges on the longest
// root-to-leaf path) of a sentence.
type DepthParser interface {
	Depth(sentence string) (int, error)
}

// Extractor computes the enabled features for sentence pairs.
type Extractor struct {
	// Features lists the features to compute; nil means LengthRatio,
	// Levenshtein and WordRankRatio (ACCESS's inference set).
	Features []Feature
	// Ranker is required when WordRankRatio is enabled.
	Ranker WordRanker
	// Parser is required when DependencyTreeDepthRatio is enabled.
	Parser DepthParser
}

// DefaultFeatures are the features ACCESS uses at inference time.
var DefaultFeatures = []Feature{WordRankRatio, Levenshtein, LengthRatio}

// ErrMissingModel reports a feature enabled without the model it needs.
var ErrMissingModel = errors.New("controls: feature needs a model that was not given")

// Compute returns the raw (unbucketed) feature values of the pair.
func (e *Extractor) Compute(complex, simple string) (Values, error) {
	var vs Values
	feats := e.Features
	if feats == nil {
		feats = DefaultFeatures
	}
	for _, f := range feats {
		switch f {
		case LengthRatio:
			vs.Set(f, LengthRatioOf(complex, simple))
		case Levenshtein:
			vs.Set(f, LevenshteinRatio(complex, simple))
		case WordRankRatio:
			if e.Ranker == nil {
				return Values{}, fmt.Errorf("%s: %w", f, ErrMissingModel)
			}
			vs.Set(f, WordRankRatioOf(e.Ranker, complex, simple))
		case DependencyTreeDepthRatio:
			if e.Parser == nil {
				return Values{}, fmt.Errorf("%s: %w", f, ErrMissingModel)
			}
			v, err := DepthRatioOf(e.Parser, complex, simple)
			if err != nil {
				return Values{}, err
			}
			vs.Set(f, v)
		default:
			return Values{}, fmt.Errorf("controls: unknown feature %d", int(f))
		}
	}
	return vs, nil
}

// LengthRatioOf is min(chars(simple)/chars(complex), 2) counted in code
// points, and 0 when complex is empty.
func LengthRatioOf(complex, simple string) float64 {
	c := len([]rune(complex))
	if c == 0 {
		return 0
	}
	return math.Min(float64(len([]rune(simple)))/float64(c), 2)
}

// LevenshteinRatio is python-Levenshtein's ratio on code points (see
// eval.LevenshteinRatio, which computes it).
func LevenshteinRatio(complex, simple string) float64 {
	return eval.LevenshteinRatio(complex, simple)
}

// WordRankRatioOf is min(score(simple)/score(complex), 2), 0 when the
// complex score is 0.
func WordRankRatioOf(r WordRanker, complex, simple string) float64 {
	c := r.Score(complex)
	if c == 0 {
		return 0
	}
	return math.Min(r.Score(simple)/c, 2)
}

// DepthRatioOf is min(depth(simple)/depth(complex), 2), 0 when the complex
// depth is 0.
func DepthRatioOf(p DepthParser, complex, simple string) (float64, error) {
	c, err := p.Depth(complex)
	if err != nil {
		return 0, fmt.Errorf("dependency depth of complex sentence: %w", err)
	}
	if c == 0 {
		return 0, nil
	}
	s, err := p.Depth(simple)
	if err != nil {
		return 0, fmt.Errorf("dependency depth of simple sentence: %w", err)
	}
	return math.Min(float64(s)/float64(c), 2), nil
}
