package pipeline

import (
	"bytes"
	"fmt"
	"os"

	"gopkg.in/yaml.v3"

	"github.com/patsimp/patsimp/data/align"
	"github.com/patsimp/patsimp/data/corpus"
)

// Config describes one pipeline run. It is read from YAML (see
// pipeline.example.yaml); zero fields take the defaults of Default.
type Config struct {
	// Dir is the work directory: every stage writes below it.
	Dir string `yaml:"dir"`
	// Backend is the GoMLX backend for the model stages ("go", "xla", ...).
	Backend string `yaml:"backend"`
	// Seed drives sampling, the split and training.
	Seed uint64 `yaml:"seed"`

	Corpus    CorpusConfig    `yaml:"corpus"`
	Generator GeneratorConfig `yaml:"generator"`
	Align     AlignConfig     `yaml:"align"`
	Filter    FilterConfig    `yaml:"filter"`
	Train     TrainConfig     `yaml:"train"`
	Tune      TuneConfig      `yaml:"tune"`
	Evaluate  EvaluateConfig  `yaml:"evaluate"`
	// Examples is the number of random test simplifications in the report.
	Examples int `yaml:"examples"`
}

// CorpusConfig selects the patent sentences.
type CorpusConfig struct {
	// Inputs are USPTO full-text files (any format data/uspto reads).
	Inputs []string `yaml:"inputs"`
	// Sentences is an already cleaned sentence file (one per line, .gz
	// allowed) used instead of Inputs.
	Sentences string `yaml:"sentences"`
	// Limit keeps a seeded random sample of at most this many sentences
	// (0: all).
	Limit int `yaml:"limit"`
	// MinTokens, MaxTokens and MinAlpha are the paper's cleaning bounds.
	MinTokens int     `yaml:"min_tokens"`
	MaxTokens int     `yaml:"max_tokens"`
	MinAlpha  float64 `yaml:"min_alpha"`
}

// cleaning returns the sentence cleaning bounds as data/corpus options.
func (c CorpusConfig) cleaning() corpus.Options {
	return corpus.Options{MinTokens: c.MinTokens, MaxTokens: c.MaxTokens, MinAlpha: c.MinAlpha}
}

// GeneratorConfig names the zero-shot rewriter that makes the bronze
// candidates.
type GeneratorConfig struct {
	// Kind is "pegasus" (an HF Pegasus checkpoint directory, paraphrased
	// with beam search) or "access" (a patsimp ACCESS checkpoint).
	Kind string `yaml:"kind"`
	// Model is the checkpoint directory.
	Model string `yaml:"model"`
	// Beams, MaxLen and Batch tune decoding (0: the model's defaults).
	Beams  int    `yaml:"beams"`
	MaxLen int    `yaml:"max_len"`
	Batch  int    `yaml:"batch"`
	DType  string `yaml:"dtype"`
	// Controls are the ACCESS control values (access generator only; empty:
	// the checkpoint's defaults).
	Controls string `yaml:"controls"`
}

// AlignConfig mines in-domain pairs from the patents themselves, beside the
// generator's bronze candidates (patsimp align; Sum4Simp's Algorithm 1, see
// data/align): each abstract sentence is aligned with the Description
// sentence or sentences it summarises, Description → abstract. The mined
// pairs join the bronze candidates in the filter stage, which keeps those
// that pass the paper's filters.
type AlignConfig struct {
	// Inputs are patent files with abstracts (any input of patsimp corpus:
	// EP/WO XML, USPTO XML grants and applications); empty: no mined pairs.
	Inputs []string `yaml:"inputs"`
	// Exclude names a file of sentences (one per line) that must never be
	// on a complex side, e.g. datasets/heldout/sentences.txt.
	Exclude string `yaml:"exclude"`
	// Max, Add and Min are Sum4Simp's similarity thresholds S_max, S_add
	// and S_min, MaxStitched its L_max, Prefilter patsimp's speed bound
	// (data/align.Options; the defaults are align.DefaultOptions).
	Max         float64 `yaml:"max"`
	Add         float64 `yaml:"add"`
	Min         float64 `yaml:"min"`
	MaxStitched int     `yaml:"max_stitched"`
	Prefilter   int     `yaml:"prefilter"`
	// KeepGoing skips unreadable documents and files (counted in the
	// stage's report) instead of stopping.
	KeepGoing bool `yaml:"keep_going"`
}

// options returns the alignment thresholds.
func (a AlignConfig) options() align.Options {
	return align.Options{Max: a.Max, Add: a.Add, Min: a.Min, MaxStitched: a.MaxStitched, Prefilter: a.Prefilter}
}

// FilterConfig tunes the silver filters (the paper's thresholds are the
// defaults of data/silver).
type FilterConfig struct {
	// SkipBad skips malformed bronze lines (counted in the report).
	SkipBad bool `yaml:"skip_bad"`
	// NoSimplicity leaves out the simplicity filter.
	NoSimplicity bool `yaml:"no_simplicity"`
	// NoDepth leaves the dependency-tree depth (the bundled parser) out of
	// the simplicity filter, which then uses Flesch Reading Ease and
	// WordRank only.
	NoDepth bool `yaml:"no_depth"`
}

// TrainConfig configures the ACCESS model trained on the silver split.
type TrainConfig struct {
	// Config is an access config name (tiny, small, base).
	Config     string `yaml:"config"`
	VocabSize  int    `yaml:"vocab_size"`
	MaxTokens  int    `yaml:"max_tokens"`
	Patience   int    `yaml:"patience"`
	MaxUpdates int    `yaml:"max_updates"`
	MaxEpochs  int    `yaml:"max_epochs"`
	ValidEvery int    `yaml:"valid_every"`
	// ValidSentences limits validation decoding to the first N pairs.
	ValidSentences int `yaml:"valid_sentences"`
	// Init warm-starts training from an ACCESS checkpoint directory (its
	// network, vocabulary and control features replace config and
	// vocab_size); empty: random initialisation, as in the paper.
	Init string `yaml:"init"`
	// LR, Warmup, Schedule and LabelSmoothing override ACCESS's recipe
	// (train.DefaultOptions) when set.
	LR             float64 `yaml:"lr"`
	Warmup         int     `yaml:"warmup"`
	Schedule       string  `yaml:"schedule"`
	LabelSmoothing float64 `yaml:"label_smoothing"`
}

// TuneConfig configures the control-value search on the validation split.
type TuneConfig struct {
	Budget int `yaml:"budget"`
	Beams  int `yaml:"beams"`
	// Sentences limits the search to the first N validation pairs.
	Sentences int `yaml:"sentences"`
}

// EvaluateConfig configures the test-split evaluation.
type EvaluateConfig struct {
	Beams int `yaml:"beams"`
	// Sentences limits the evaluation to the first N test pairs (0: all).
	Sentences int `yaml:"sentences"`
}

// Default returns the settings of the paper where they apply and of the
// small configuration elsewhere.
func Default() Config {
	return Config{
		Dir:       "runs/patent",
		Backend:   "go",
		Seed:      1,
		Corpus:    CorpusConfig{MinTokens: 5, MaxTokens: 55, MinAlpha: 0.6},
		Generator: GeneratorConfig{Kind: "access", Beams: 4, Batch: 32, DType: "f32"},
		Align:     defaultAlign(),
		Train: TrainConfig{Config: "small", VocabSize: 8000, MaxTokens: 5000, Patience: 20,
			ValidSentences: 200},
		Tune:     TuneConfig{Budget: 20, Beams: 2, Sentences: 200},
		Evaluate: EvaluateConfig{Beams: 8},
		Examples: 20,
	}
}

func defaultAlign() AlignConfig {
	o := align.DefaultOptions()
	return AlignConfig{Max: o.Max, Add: o.Add, Min: o.Min, MaxStitched: o.MaxStitched, Prefilter: o.Prefilter}
}

// Load reads a YAML config file over Default. Unknown keys are errors.
func Load(path string) (Config, error) {
	c := Default()
	b, err := os.ReadFile(path)
	if err != nil {
		return c, fmt.Errorf("pipeline config: %w", err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil {
		return c, fmt.Errorf("pipeline config %s: %w", path, err)
	}
	return c, c.Validate()
}

// Validate checks the settings that would otherwise fail late.
func (c *Config) Validate() error {
	switch {
	case c.Dir == "":
		return fmt.Errorf("pipeline config: dir is required")
	case len(c.Corpus.Inputs) == 0 && c.Corpus.Sentences == "":
		return fmt.Errorf("pipeline config: corpus.inputs or corpus.sentences is required")
	case c.Generator.Kind != "pegasus" && c.Generator.Kind != "access":
		return fmt.Errorf("pipeline config: generator.kind %q: want pegasus or access", c.Generator.Kind)
	case c.Generator.Model == "":
		return fmt.Errorf("pipeline config: generator.model is required")
	case c.Corpus.Limit < 0 || c.Examples < 0:
		return fmt.Errorf("pipeline config: corpus.limit and examples must not be negative")
	}
	if err := c.Align.options().Validate(); err != nil {
		return fmt.Errorf("pipeline config: %w", err)
	}
	if c.Align.Exclude != "" && len(c.Align.Inputs) == 0 {
		return fmt.Errorf("pipeline config: align.exclude is set but align.inputs is empty")
	}
	return nil
}
