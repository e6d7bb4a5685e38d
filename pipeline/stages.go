package pipeline

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"

	"github.com/patsimp/patsimp/data/align"
	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/corpus"
	"github.com/patsimp/patsimp/data/silver"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/eval/corpusstats"
	"github.com/patsimp/patsimp/internal/atomicfile"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/depparse"
	"github.com/patsimp/patsimp/models/pegasus"
	"github.com/patsimp/patsimp/train"
)

// Paths are the files a run writes below Config.Dir.
type Paths struct {
	Sentences, CorpusReport string
	Bronze                  string
	// Aligned and AlignReport are the align stage's mined pairs and
	// counts; Candidates is the filter's input when there are mined pairs
	// (the bronze candidates followed by them).
	Aligned, AlignReport string
	Candidates           string
	Silver, FilterReport string
	SplitDir             string
	// Train, Valid and Test are the split's TSV files; TrainPrefix,
	// ValidPrefix and TestPrefix name their parallel-text forms
	// (PREFIX.complex, PREFIX.simple), which training reads.
	Train, Valid, Test                   string
	TrainPrefix, ValidPrefix, TestPrefix string
	Model                                string
	Tuned                                string
	EvalDir, Metrics                     string
	Stats, StatsText                     string
	PlotDir                              string
	Report                               string
	State                                string
}

// PathsFor lays out the work directory dir.
func PathsFor(dir string) Paths {
	j := func(p ...string) string { return filepath.Join(append([]string{dir}, p...)...) }
	split := silver.SplitFiles(j("split"))
	return Paths{
		Sentences: j("corpus", "sentences.txt"), CorpusReport: j("corpus", "report.json"),
		Bronze:  j("bronze", "bronze.tsv"),
		Aligned: j("align", "pairs.tsv"), AlignReport: j("align", "report.json"), Candidates: j("silver", "candidates.tsv"),
		Silver: j("silver", "silver.tsv"), FilterReport: j("silver", "report.json"),
		SplitDir: j("split"), Train: split[0], Valid: split[1], Test: split[2],
		Model: j("model"), Tuned: j("model", "tuned.json"),
		EvalDir: j("evaluate"), Metrics: j("evaluate", "metrics.json"),
		Stats: j("stats", "stats.json"), StatsText: j("stats", "stats.txt"), PlotDir: j("stats", "plots"),
		Report: j("report.md"), State: j(".stages"),
	}
}

// Pipeline is a configured run.
type Pipeline struct {
	Config Config
	Paths  Paths
	// Log receives stage lines and the jobs' progress.
	Log io.Writer
	// Restart makes the jobs of the stages that run discard unfinished
	// work of other inputs or settings instead of refusing to resume it.
	Restart bool

	backend compute.Backend
}

// New prepares a run of c.
func New(c Config, log io.Writer) (*Pipeline, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	if log == nil {
		log = io.Discard
	}
	return &Pipeline{Config: c, Paths: PathsFor(c.Dir), Log: log}, nil
}

// restartFlag is the command-line flag that sets Pipeline.Restart.
const restartFlag = "pipeline --restart"

// StageNames lists the stages in order.
var StageNames = []string{"corpus", "bronze", "align", "filter", "split", "train", "tune", "evaluate", "stats", "report"}

// Run executes the stages, skipping the fresh ones; from, when not empty,
// reruns that stage and all later ones.
func (p *Pipeline) Run(ctx context.Context, from string) error {
	defer func() {
		if p.backend != nil {
			p.backend.Finalize()
		}
	}()
	r := &Runner{StateDir: p.Paths.State, Log: p.Log, From: from}
	return r.Run(ctx, p.Stages())
}

func (p *Pipeline) getBackend() (compute.Backend, error) {
	if p.backend == nil {
		b, err := models.NewBackend(p.Config.Backend)
		if err != nil {
			return nil, err
		}
		p.backend = b
	}
	return p.backend, nil
}

// Stages returns the stage list of the run.
func (p *Pipeline) Stages() []*Stage {
	c, ps := p.Config, p.Paths
	corpusIn := c.Corpus.Inputs
	if c.Corpus.Sentences != "" {
		corpusIn = []string{c.Corpus.Sentences}
	}
	trainIn := []string{ps.Train, ps.Valid}
	if c.Train.Init != "" {
		trainIn = append(trainIn, filepath.Join(c.Train.Init, access.WeightsFile))
	}
	cand := ps.Bronze + ".candidates"
	alignIn := slices.Clone(c.Align.Inputs)
	if c.Align.Exclude != "" {
		alignIn = append(alignIn, c.Align.Exclude)
	}
	return []*Stage{
		{Name: "corpus", Inputs: corpusIn, Outputs: []string{ps.Sentences, ps.CorpusReport},
			Settings: []any{c.Corpus, c.Seed}, Run: p.runCorpus,
			Scratch: []string{ps.Sentences + ".state", ps.Sentences + ".all", ps.Sentences + ".all.state"}},
		{Name: "bronze", Inputs: []string{ps.Sentences}, Outputs: []string{ps.Bronze},
			Settings: c.Generator, Run: p.runBronze,
			Scratch: []string{ps.Bronze, decode.StatePath(ps.Bronze), decode.PartialPath(ps.Bronze), cand, cand + ".partial"}},
		{Name: "align", Inputs: alignIn, Outputs: []string{ps.Aligned, ps.AlignReport},
			Settings: []any{c.Align, c.Corpus.MinTokens, c.Corpus.MaxTokens, c.Corpus.MinAlpha}, Run: p.runAlign},
		{Name: "filter", Inputs: []string{ps.Bronze, ps.Aligned}, Outputs: []string{ps.Silver, ps.FilterReport},
			Settings: c.Filter, Run: p.runFilter,
			Scratch: []string{silver.CheckpointPath(ps.Silver), silver.PartialPath(ps.Silver), ps.Candidates}},
		{Name: "split", Inputs: []string{ps.Silver}, Outputs: []string{ps.Train, ps.Valid, ps.Test},
			Settings: c.Seed, Run: p.runSplit},
		{Name: "train", Inputs: trainIn, Outputs: []string{filepath.Join(ps.Model, access.WeightsFile)},
			Settings: []any{c.Train, c.Seed}, Run: p.runTrain, Scratch: []string{ps.Model}},
		{Name: "tune", Inputs: []string{filepath.Join(ps.Model, access.WeightsFile), ps.Valid}, Outputs: []string{ps.Tuned},
			Settings: []any{c.Tune, c.Seed}, Run: p.runTune, Scratch: []string{filepath.Join(ps.Model, train.TuneLogFile)}},
		{Name: "evaluate", Inputs: []string{ps.Tuned, ps.Test}, Outputs: []string{ps.Metrics},
			Settings: c.Evaluate, Run: p.runEvaluate, Scratch: []string{ps.EvalDir}},
		{Name: "stats", Inputs: []string{ps.Silver}, Outputs: []string{ps.Stats, ps.StatsText}, Run: p.runStats},
		{Name: "report", Inputs: []string{ps.CorpusReport, ps.AlignReport, ps.FilterReport, ps.Metrics, ps.Stats}, Outputs: []string{ps.Report},
			Settings: c.Examples, Run: p.runReport},
	}
}

// writeJSON stores v as indented JSON, atomically.
func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteBytes(path, append(b, '\n'), 0o644)
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// readSentences reads one sentence per line from a text file, gzip-
// compressed when the name ends in .gz; empty lines are dropped.
func readSentences(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		gz, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		defer gz.Close()
		r = gz
	}
	var out []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		s := strings.TrimSpace(sc.Text())
		if s != "" {
			out = append(out, s)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}

func writeLines(path string, lines []string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(path, 0o644, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		for _, l := range lines {
			bw.WriteString(l)
			bw.WriteByte('\n')
		}
		return bw.Flush()
	})
}

// sample keeps a seeded random subset of at most n items, in their original
// order (n ≤ 0 keeps all).
func sample(items []string, n int, seed uint64) []string {
	if n <= 0 || n >= len(items) {
		return items
	}
	rng := rand.New(rand.NewPCG(seed, 0x9a7e47))
	idx := rng.Perm(len(items))[:n]
	keep := make([]bool, len(items))
	for _, i := range idx {
		keep[i] = true
	}
	out := make([]string, 0, n)
	for i, s := range items {
		if keep[i] {
			out = append(out, s)
		}
	}
	return out
}

// CorpusSummary is what the corpus stage records.
type CorpusSummary struct {
	Source    string         `json:"source"`
	Sentences int            `json:"sentences"`
	Sampled   int            `json:"sampled"`
	Report    *corpus.Report `json:"report,omitempty"`
}

func (p *Pipeline) runCorpus(ctx context.Context) error {
	c, ps := p.Config, p.Paths
	if err := os.MkdirAll(filepath.Dir(ps.Sentences), 0o755); err != nil {
		return err
	}
	sum := CorpusSummary{}
	var all []string
	if c.Corpus.Sentences != "" {
		s, err := readSentences(c.Corpus.Sentences)
		if err != nil {
			return err
		}
		all, sum.Source = s, c.Corpus.Sentences
	} else {
		full := ps.Sentences + ".all"
		rep, err := corpus.Build(ctx, c.Corpus.Inputs, corpus.Output{Sentences: full},
			c.Corpus.cleaning())
		if err != nil {
			return err
		}
		s, err := readSentences(full)
		if err != nil {
			return err
		}
		all, sum.Source, sum.Report = s, strings.Join(c.Corpus.Inputs, ", "), rep
	}
	kept := sample(all, c.Corpus.Limit, c.Seed)
	sum.Sentences, sum.Sampled = len(all), len(kept)
	if err := writeLines(ps.Sentences, kept); err != nil {
		return err
	}
	fmt.Fprintf(p.Log, "corpus: %d sentences, %d kept for the run\n", len(all), len(kept))
	return writeJSON(ps.CorpusReport, sum)
}

func (p *Pipeline) runBronze(ctx context.Context) error {
	g, ps := p.Config.Generator, p.Paths
	if err := os.MkdirAll(filepath.Dir(ps.Bronze), 0o755); err != nil {
		return err
	}
	backend, err := p.getBackend()
	if err != nil {
		return err
	}
	if g.Kind == "pegasus" {
		dt := dtypes.Float32
		if g.DType == "bf16" || g.DType == "bfloat16" {
			dt = dtypes.BFloat16
		}
		job, err := pegasus.NewParaphraseJob(g.Model, backend, pegasus.ParaphraseOptions{
			Beams: g.Beams, MaxLen: g.MaxLen, Batch: g.Batch, DType: dt})
		if err != nil {
			return err
		}
		job.Progress, job.Restart = p.Log, p.Restart
		_, err = job.Run(ctx, ps.Sentences, ps.Bronze)
		return err
	}
	// An ACCESS checkpoint used zero-shot as the rewriter.
	simp, err := access.Load(g.Model, backend)
	if err != nil {
		return err
	}
	vals, err := simp.DefaultValues()
	if err != nil {
		return err
	}
	if g.Controls != "" {
		given, err := controls.ParseValues(g.Controls)
		if err != nil {
			return fmt.Errorf("generator.controls: %w", err)
		}
		if vals, err = simp.Restrict(given); err != nil {
			return fmt.Errorf("generator.controls: %w", err)
		}
	}
	src, err := readSentences(ps.Sentences)
	if err != nil {
		return err
	}
	cand := ps.Bronze + ".candidates"
	if err := simp.SimplifyFile(ctx, src, vals, access.Options{Beams: max(g.Beams, 1), Batch: max(g.Batch, 1)}, cand,
		access.FileOptions{Log: p.Log, Input: ps.Sentences, Restart: p.Restart, RestartFlag: restartFlag}); err != nil {
		return err
	}
	out, err := eval.ReadLines(cand)
	if err != nil {
		return err
	}
	if len(out) != len(src) {
		return fmt.Errorf("%s: %d candidates for %d sentences", cand, len(out), len(src))
	}
	return atomicfile.Write(ps.Bronze, 0o644, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		for i := range src {
			fmt.Fprintf(bw, "%d\t%s\t%s\n", i+1, src[i], out[i])
		}
		return bw.Flush()
	})
}

// AlignSummary is what the align stage records.
type AlignSummary struct {
	// Inputs is the number of patent files read (0: no alignment).
	Inputs int `json:"inputs"`
	// Pairs is the number of mined pairs written.
	Pairs  int           `json:"pairs"`
	Report *align.Report `json:"report,omitempty"`
}

// runAlign mines Description → abstract pairs from the align inputs
// (an empty pair file when there are none). The pairs are kept in memory
// and written at the end: alignment reads each document once and is cheap
// beside generation, so a killed run starts it over.
func (p *Pipeline) runAlign(ctx context.Context) error {
	a, ps := p.Config.Align, p.Paths
	var lines []string
	sum := AlignSummary{Inputs: len(a.Inputs)}
	if len(a.Inputs) > 0 {
		opt := align.FileOptions{Align: a.options(), KeepGoing: a.KeepGoing,
			OnError: func(err error) { fmt.Fprintf(p.Log, "align: skipped: %v\n", err) }}
		opt.Corpus = p.Config.Corpus.cleaning()
		var err error
		if opt.Exclude, err = eval.ReadLineSet(a.Exclude); err != nil {
			return fmt.Errorf("align.exclude: %w", err)
		}
		rep, err := align.Files(ctx, a.Inputs, opt, func(pr align.Pair) error {
			lines = append(lines, pr.TSVLine())
			return nil
		})
		if err != nil {
			return err
		}
		sum.Report = rep
		fmt.Fprintf(p.Log, "align: %d pairs from %d usable of %d documents\n", rep.Pairs, rep.Usable, rep.Documents)
	}
	sum.Pairs = len(lines)
	if err := writeLines(ps.Aligned, lines); err != nil {
		return err
	}
	return writeJSON(ps.AlignReport, sum)
}

// filterInput returns the filter's input: the bronze file alone when no
// pairs were mined, else Paths.Candidates, the bronze lines followed by the
// mined ones; and the count of mined pairs.
func (p *Pipeline) filterInput() (string, int, error) {
	ps := p.Paths
	mined, err := os.ReadFile(ps.Aligned)
	if err != nil {
		return "", 0, err
	}
	n := bytes.Count(mined, []byte{'\n'})
	if n == 0 {
		return ps.Bronze, 0, nil
	}
	err = atomicfile.Write(ps.Candidates, 0o644, func(w io.Writer) error {
		f, err := os.Open(ps.Bronze)
		if err != nil {
			return err
		}
		defer f.Close()
		if _, err := io.Copy(w, f); err != nil {
			return err
		}
		_, err = w.Write(mined)
		return err
	})
	return ps.Candidates, n, err
}

func (p *Pipeline) runFilter(ctx context.Context) error {
	f, ps := p.Config.Filter, p.Paths
	if err := os.MkdirAll(filepath.Dir(ps.Silver), 0o755); err != nil {
		return err
	}
	in, mined, err := p.filterInput()
	if err != nil {
		return err
	}
	c := silver.DefaultCasola()
	var notes []string
	if mined > 0 {
		notes = append(notes, fmt.Sprintf("input: the bronze candidates and %d pairs mined by the align stage (IDs ending in -a<k>)", mined))
	}
	switch {
	case f.NoSimplicity:
		c.NoSimplicity = true
		notes = append(notes, "simplicity filter disabled")
	default:
		var depths silver.DepthsFunc
		if f.NoDepth {
			notes = append(notes, "dependency depth: not used (filter.no_depth)")
		} else {
			parser, err := depparse.Default()
			if err != nil {
				return fmt.Errorf("filter: loading the dependency parser (set filter.no_depth to go without): %w", err)
			}
			depths = silver.ParserDepths(parser.Depths)
			notes = append(notes, "dependency depth: bundled models/depparse parser")
		}
		simp, err := silver.NewSimplicity(depths)
		if err != nil {
			return err
		}
		c.ReadingEase, c.WordRank, c.Depths = simp.ReadingEase, simp.WordRank, simp.Depths
	}
	job := &silver.Job{
		In: in, Out: ps.Silver, ReportPath: ps.FilterReport, SkipBad: f.SkipBad,
		Method: "casola", Notes: notes, Pipeline: silver.Pipeline{Filters: silver.Casola(c)}, Progress: p.Log,
	}
	rep, err := job.Run(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(p.Log, "filter: %d of %d pairs kept\n", rep.Kept, rep.Read)
	return nil
}

func (p *Pipeline) runSplit(context.Context) error {
	res, err := silver.Split(p.Paths.Silver, p.Paths.SplitDir, p.Config.Seed)
	if err != nil {
		return err
	}
	for i, name := range silver.SetNames {
		fmt.Fprintf(p.Log, "split: %-5s %d pairs\n", name, res.Pairs[i])
		if res.Pairs[i] == 0 {
			return fmt.Errorf("split: the %s set is empty (%d silver pairs): use more sentences", name, res.Pairs[0]+res.Pairs[1]+res.Pairs[2])
		}
	}
	return writeJSON(filepath.Join(p.Paths.SplitDir, "split.json"), res)
}

func (p *Pipeline) runTrain(ctx context.Context) error {
	t, ps := p.Config.Train, p.Paths
	cfg, err := access.Named(t.Config)
	if err != nil {
		return fmt.Errorf("train.config: %w", err)
	}
	o := train.DefaultOptions()
	o.Seed = p.Config.Seed
	if t.MaxTokens > 0 {
		o.MaxTokens = t.MaxTokens
	}
	o.Patience, o.MaxUpdates, o.MaxEpochs, o.ValidEvery, o.ValidSentences =
		t.Patience, t.MaxUpdates, t.MaxEpochs, t.ValidEvery, t.ValidSentences
	if t.LR > 0 {
		o.Schedule.Peak = t.LR
	}
	if t.Warmup > 0 {
		o.Schedule.Warmup = t.Warmup
	}
	if t.Schedule != "" {
		o.Schedule.Kind = t.Schedule
	}
	if t.LabelSmoothing > 0 {
		o.LabelSmoothing = t.LabelSmoothing
	}
	var initSPM *spm.Model
	if t.Init != "" {
		if cfg, initSPM, o.Features, err = train.WarmStart(t.Init); err != nil {
			return err
		}
	}
	if err := o.Validate(); err != nil {
		return err
	}
	feats, err := o.FeatureList()
	if err != nil {
		return err
	}
	trainC, err := train.ReadCorpus(ps.Train)
	if err != nil {
		return err
	}
	validC, err := train.ReadCorpus(ps.Valid)
	if err != nil {
		return err
	}
	ranker, err := eval.DefaultWordRanker()
	if err != nil {
		return err
	}
	sp := initSPM
	switch {
	case sp != nil:
	case p.Restart:
		// A vocabulary left in the model directory may come from the run
		// being discarded (the trainer is deterministic: a matching run
		// gets the same one back and resumes).
		if sp, err = train.TrainVocab(trainC, t.VocabSize, feats, p.Log); err != nil {
			return err
		}
	default:
		if sp, err = train.LoadOrTrainVocab(ps.Model, "", t.VocabSize, trainC, feats, p.Log); err != nil {
			return err
		}
	}
	backend, err := p.getBackend()
	if err != nil {
		return err
	}
	res, err := train.Run(ctx, train.Config{Dir: ps.Model, Model: cfg, Options: o, SPM: sp,
		Train: trainC, Valid: validC, Ranker: ranker, Init: t.Init, Backend: backend, Log: p.Log,
		Restart: p.Restart, RestartFlag: restartFlag})
	if err != nil {
		return err
	}
	fmt.Fprintf(p.Log, "train: stopped (%s) after %d updates; best validation SARI %.2f at update %d\n",
		res.Stopped, res.Updates, res.BestSARI, res.BestUpdate)
	return writeJSON(filepath.Join(ps.Model, "result.json"), res)
}

// loadForDecoding reads the first limit pairs (0: all) of a split file and
// loads the trained model.
func (p *Pipeline) loadForDecoding(split string, limit int) (*train.Corpus, *access.Simplifier, error) {
	c, err := train.ReadCorpus(split)
	if err != nil {
		return nil, nil, err
	}
	if limit > 0 && limit < c.Len() {
		c.Complex, c.Simple = c.Complex[:limit], c.Simple[:limit]
	}
	backend, err := p.getBackend()
	if err != nil {
		return nil, nil, err
	}
	simp, err := access.Load(p.Paths.Model, backend)
	if err != nil {
		return nil, nil, err
	}
	return c, simp, nil
}

// TuneSummary is what the tune stage records.
type TuneSummary struct {
	Controls string  `json:"controls"`
	SARI     float64 `json:"valid_sari"`
	Budget   int     `json:"budget"`
	Pairs    int     `json:"valid_pairs"`
}

func (p *Pipeline) runTune(ctx context.Context) error {
	t, ps := p.Config.Tune, p.Paths
	valid, simp, err := p.loadForDecoding(ps.Valid, t.Sentences)
	if err != nil {
		return err
	}
	best, err := train.TuneCheckpoint(ctx, ps.Model, simp, valid, train.TuneOptions{
		Budget: max(t.Budget, 1), Method: "random", Seed: p.Config.Seed, Beams: max(t.Beams, 1),
		Restart: p.Restart, RestartFlag: restartFlag}, p.Log)
	if err != nil {
		return err
	}
	return writeJSON(ps.Tuned, TuneSummary{Controls: best.Controls.String(), SARI: best.SARI, Budget: t.Budget, Pairs: valid.Len()})
}

// Metrics is the evaluate stage's output: the test split scored with
// ACCESS's default control values and with the tuned ones (the paper's
// Table 5 rows).
type Metrics struct {
	Pairs       int         `json:"pairs"`
	Default     eval.Report `json:"default"`
	DefaultCtrl string      `json:"default_controls"`
	Tuned       eval.Report `json:"tuned"`
	TunedCtrl   string      `json:"tuned_controls"`
	Identity    eval.Report `json:"identity"`
}

func (p *Pipeline) runEvaluate(ctx context.Context) error {
	e, ps := p.Config.Evaluate, p.Paths
	test, simp, err := p.loadForDecoding(ps.Test, e.Sentences)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(ps.EvalDir, 0o755); err != nil {
		return err
	}
	def, err := controls.ParseValues(access.DefaultControls)
	if err != nil {
		return err
	}
	if def, err = simp.Restrict(def); err != nil {
		return err
	}
	tuned, err := simp.DefaultValues()
	if err != nil {
		return err
	}
	m := Metrics{Pairs: test.Len(), DefaultCtrl: def.String(), TunedCtrl: tuned.String()}
	refs := test.Refs()
	opt := access.Options{Beams: max(e.Beams, 1), Batch: 32}
	for _, run := range []struct {
		name string
		vals controls.Values
		dst  *eval.Report
	}{{"default", def, &m.Default}, {"tuned", tuned, &m.Tuned}} {
		out := filepath.Join(ps.EvalDir, run.name+".txt")
		if err := simp.SimplifyFile(ctx, test.Complex, run.vals, opt, out,
			access.FileOptions{Log: p.Log, Input: ps.Test, Restart: p.Restart, RestartFlag: restartFlag}); err != nil {
			return err
		}
		sys, err := eval.ReadLines(out)
		if err != nil {
			return err
		}
		if *run.dst, err = eval.Evaluate(test.Complex, sys, refs, eval.Options{}); err != nil {
			return fmt.Errorf("evaluating %s: %w", out, err)
		}
	}
	if m.Identity, err = eval.Evaluate(test.Complex, test.Complex, refs, eval.Options{}); err != nil {
		return err
	}
	return writeJSON(ps.Metrics, m)
}

func (p *Pipeline) runStats(ctx context.Context) error {
	ps := p.Paths
	if err := os.MkdirAll(ps.PlotDir, 0o755); err != nil {
		return err
	}
	scorer, err := corpusstats.NewScorer(nil)
	if err != nil {
		return err
	}
	f, err := os.Open(ps.Silver)
	if err != nil {
		return err
	}
	defer f.Close()
	var samples corpusstats.Samples
	st, err := scorer.Compute(ctx, silver.NewTSVReader(f, ps.Silver, false), corpusstats.Options{Keep: samples.Add})
	if err != nil {
		return err
	}
	if _, err := samples.WritePlots(ps.PlotDir); err != nil {
		return err
	}
	if err := atomicfile.Write(ps.StatsText, 0o644, st.WriteText); err != nil {
		return err
	}
	return writeJSON(ps.Stats, st)
}
