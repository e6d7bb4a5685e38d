package pipeline

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"github.com/patsimp/patsimp/data/silver"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/eval/corpusstats"
	"github.com/patsimp/patsimp/internal/atomicfile"
	"github.com/patsimp/patsimp/train"
)

// PaperTestSARI is the SARI Casola et al. (2023) report for ACCESS with
// parameter search on their silver test split (Table 5); the report quotes
// it for orientation only: the data differ.
const PaperTestSARI = 55.22

func (p *Pipeline) runReport(context.Context) error {
	ps := p.Paths
	var (
		cs   CorpusSummary
		as   AlignSummary
		fr   silver.Report
		sr   silver.SplitResult
		res  train.Result
		tune TuneSummary
		m    Metrics
		st   corpusstats.Stats
	)
	for path, v := range map[string]any{
		ps.CorpusReport: &cs, ps.AlignReport: &as, ps.FilterReport: &fr, filepath.Join(ps.SplitDir, "split.json"): &sr,
		filepath.Join(ps.Model, "result.json"): &res, ps.Tuned: &tune, ps.Metrics: &m, ps.Stats: &st,
	} {
		if err := readJSON(path, v); err != nil {
			return fmt.Errorf("report: %w", err)
		}
	}
	test, err := train.ReadCorpus(ps.Test)
	if err != nil {
		return err
	}
	tuned, err := eval.ReadLines(filepath.Join(ps.EvalDir, "tuned.txt"))
	if err != nil {
		return err
	}
	return atomicfile.Write(ps.Report, 0o644, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		p.writeReport(bw, &cs, &as, &fr, &sr, &res, &tune, &m, &st, test, tuned)
		return bw.Flush()
	})
}

func (p *Pipeline) writeReport(w io.Writer, cs *CorpusSummary, as *AlignSummary, fr *silver.Report, sr *silver.SplitResult,
	res *train.Result, tune *TuneSummary, m *Metrics, st *corpusstats.Stats, test *train.Corpus, tuned []string) {
	c := p.Config
	fmt.Fprintf(w, "# patsimp pipeline report\n\n")
	fmt.Fprintf(w, "Generator: %s `%s` (zero-shot). ACCESS config `%s`, backend `%s`, seed %d.\n\n",
		c.Generator.Kind, c.Generator.Model, c.Train.Config, c.Backend, c.Seed)

	fmt.Fprintf(w, "## Stages\n\n| stage | count |\n|---|---:|\n")
	fmt.Fprintf(w, "| cleaned patent sentences (%s) | %d |\n", cs.Source, cs.Sentences)
	fmt.Fprintf(w, "| sentences sent to the generator | %d |\n", cs.Sampled)
	if as.Inputs > 0 {
		fmt.Fprintf(w, "| pairs mined by align from %d patent files (Description → abstract) | %d |\n", as.Inputs, as.Pairs)
	}
	fmt.Fprintf(w, "| candidate pairs read by the filter | %d |\n", fr.Read)
	fmt.Fprintf(w, "| silver pairs kept | %d |\n", fr.Kept)
	for i, name := range silver.SetNames {
		fmt.Fprintf(w, "| %s split | %d |\n", name, sr.Pairs[i])
	}
	fmt.Fprintf(w, "| training updates (stopped: %s) | %d |\n\n", res.Stopped, res.Updates)

	fmt.Fprintf(w, "## Filters (Table 4 analogue)\n\n| filter | rule | removed | example |\n|---|---|---:|---|\n")
	for _, s := range fr.Steps {
		ex := ""
		if len(s.Examples) > 0 {
			ex = fmt.Sprintf("%s → %s", mdCell(s.Examples[0].Complex), mdCell(s.Examples[0].Simple))
		}
		fmt.Fprintf(w, "| %s | %s | %d | %s |\n", s.Name, mdCell(s.Rule), s.Removed, ex)
	}
	fmt.Fprintf(w, "| kept | | %d | |\n\n", fr.Kept)
	for _, n := range fr.Notes {
		fmt.Fprintf(w, "Note: %s\n\n", n)
	}

	fmt.Fprintf(w, "## Test split (Table 5 analogue, %d pairs)\n\n", m.Pairs)
	fmt.Fprintf(w, "| system | controls | SARI | BLEU | FKGL |\n|---|---|---:|---:|---:|\n")
	for _, r := range []struct {
		name, ctrl string
		rep        eval.Report
	}{{"identity (copy the source)", "", m.Identity}, {"ACCESS", m.DefaultCtrl, m.Default},
		{"ACCESS with param search", m.TunedCtrl, m.Tuned}} {
		fmt.Fprintf(w, "| %s | %s | %.2f | %.2f | %.2f |\n", r.name, r.ctrl, r.rep.SARI, r.rep.BLEU, r.rep.FKGL)
	}
	fmt.Fprintf(w, "\nThe paper reports SARI %.2f for ACCESS with parameter search on its own silver test split; "+
		"this run uses different data, generator and model size, so the numbers are not comparable.\n", PaperTestSARI)
	fmt.Fprintf(w, "Best validation SARI during training: %.2f (update %d). Tuned on %d validation pairs (budget %d): %s, SARI %.2f.\n\n",
		res.BestSARI, res.BestUpdate, tune.Pairs, tune.Budget, tune.Controls, tune.SARI)
	if _, err := os.Stat(filepath.Join(p.Paths.Model, train.PlotFile)); err == nil {
		rel, _ := filepath.Rel(c.Dir, filepath.Join(p.Paths.Model, train.PlotFile))
		fmt.Fprintf(w, "![training curve](%s)\n\n", filepath.ToSlash(rel))
	}

	fmt.Fprintf(w, "## Silver corpus statistics (Table 6 analogue, %d pairs)\n\n```\n", st.Pairs)
	st.WriteText(w)
	fmt.Fprintf(w, "```\n\n")

	n := min(c.Examples, len(tuned), test.Len())
	fmt.Fprintf(w, "## %d random test examples (tuned controls)\n\n", n)
	rng := rand.New(rand.NewPCG(c.Seed, 0xe4a3))
	for k, i := range rng.Perm(min(len(tuned), test.Len()))[:n] {
		fmt.Fprintf(w, "%d. **complex:** %s  \n   **patsimp:** %s  \n   **silver:** %s\n", k+1,
			test.Complex[i], tuned[i], test.Simple[i][0])
	}
}

// mdCell makes s safe inside a markdown table cell.
func mdCell(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	return strings.ReplaceAll(s, "\n", " ")
}
