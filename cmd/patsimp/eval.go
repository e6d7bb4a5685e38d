package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/patsimp/patsimp/eval"
)

// stringsFlag collects a repeatable string flag.
type stringsFlag []string

func (s *stringsFlag) String() string     { return strings.Join(*s, ",") }
func (s *stringsFlag) Set(v string) error { *s = append(*s, v); return nil }

func init() {
	register(&command{
		name:    "eval",
		summary: "score a system output with EASSE-exact SARI, BLEU, FKGL and quality features",
		run:     runEval,
	})
}

func runEval(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fset := newFlagSet("eval", "--orig FILE --sys FILE [--refs FILE ...] [flags]", stderr)
	origPath := fset.String("orig", "", "source sentences, one per line")
	sysPath := fset.String("sys", "", "system output, one sentence per line")
	var refPaths stringsFlag
	fset.Var(&refPaths, "refs", "reference file, one sentence per line (repeat for each reference; without --refs only the measures that need no reference)")
	lowercase := fset.Bool("lowercase", true, "lowercase before scoring (FKGL always lowercases)")
	tokName := fset.String("tokenizer", "13a", "tokenizer: 13a or none")
	legacy := fset.Bool("legacy", false, "EASSE legacy SARI (no lowercasing, source not tokenized)")
	format := fset.String("format", "text", "output format: text or json")
	if err := parseFlags(fset, args); err != nil {
		return err
	}
	if fset.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fset.Args(), " "))
	}
	if *origPath == "" || *sysPath == "" {
		return usageErrorf("--orig and --sys are required")
	}
	tok, err := eval.ParseTokenizer(*tokName)
	if err != nil {
		return usageErrorf("--tokenizer: %v", err)
	}
	if *format != "text" && *format != "json" {
		return usageErrorf("--format: want text or json, got %q", *format)
	}

	paths := append([]string{*origPath, *sysPath}, refPaths...)
	files := make([][]string, len(paths))
	for i, p := range paths {
		lines, err := eval.ReadLines(p)
		if err != nil {
			return err // a missing file or a bad line: exit status 2
		}
		files[i] = lines
	}
	if err := sameLength(paths, files); err != nil {
		return err
	}
	if len(files[0]) == 0 {
		return usageErrorf("%s: empty file: nothing to score", paths[0])
	}
	if len(refPaths) == 0 {
		src, err := eval.EvaluateSource(files[0], files[1], eval.Options{KeepCase: !*lowercase, Tokenizer: tok})
		if err != nil {
			return err
		}
		if *format == "json" {
			return json.NewEncoder(stdout).Encode(src)
		}
		return writeSourceTable(stdout, src)
	}

	rep, err := eval.Evaluate(files[0], files[1], files[2:], eval.Options{
		KeepCase: !*lowercase, Tokenizer: tok, Legacy: *legacy,
	})
	if err != nil {
		return err
	}
	if *format == "json" {
		enc := json.NewEncoder(stdout)
		return enc.Encode(rep)
	}
	return writeReportTable(stdout, rep)
}

// sameLength returns an exit-status-2 error naming every file and its line
// count when the files differ in length.
func sameLength(paths []string, files [][]string) error {
	for _, f := range files[1:] {
		if len(f) != len(files[0]) {
			var b strings.Builder
			for i, p := range paths {
				fmt.Fprintf(&b, "\n  %s: %d lines", p, len(files[i]))
			}
			return usageErrorf("input files differ in line count:%s", b.String())
		}
	}
	return nil
}

// writeReportTable prints the report as an aligned two-column table.
func writeReportTable(w io.Writer, r eval.Report) error {
	return writeRows(w, reportRows(r), true)
}

// reportRow is one line of the eval table; ref marks the measures that
// need references.
type reportRow struct {
	name, value string
	ref         bool
}

func reportRows(r eval.Report) []reportRow {
	return []reportRow{
		{"SARI", fmtScore(r.SARI), true}, {"SARI add", fmtScore(r.SARIAdd), true}, {"SARI keep", fmtScore(r.SARIKeep), true},
		{"SARI del", fmtScore(r.SARIDel), true}, {"BLEU", fmtScore(r.BLEU), true}, {"FKGL", fmtScore(r.FKGL), false},
		{"Flesch reading ease", fmtScore(r.FRE), false}, {"Compression ratio", fmtScore(r.CompressionRatio), false},
		{"Levenshtein similarity", fmtScore(r.LevenshteinSim), false}, {"Sentence splits", fmtScore(r.SentenceSplits), false},
		{"Exact copies", fmtScore(r.ExactCopies), false}, {"Additions proportion", fmtScore(r.AdditionsProportion), false},
		{"Deletions proportion", fmtScore(r.DeletionsProportion), false},
		{"Lexical complexity", fmtScore(r.LexicalComplexity), false},
		{"Invented words %", fmtScore(r.InventedWords), false}, {"Outputs with loops", strconv.Itoa(r.Loops), false},
		{"BLEU vs source", fmtScore(r.SelfBLEU), false}, {"Sentences", strconv.Itoa(r.N), false},
	}
}

// writeRows prints rows aligned on the widest name of all rows; withRefs
// false leaves out the rows that need references.
func writeRows(w io.Writer, rows []reportRow, withRefs bool) error {
	width := 0
	for _, row := range rows {
		width = max(width, len(row.name))
	}
	var b strings.Builder
	for _, row := range rows {
		if row.ref && !withRefs {
			continue
		}
		fmt.Fprintf(&b, "%-*s  %9s\n", width, row.name, row.value)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func fmtScore(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }

// writeSourceTable prints the reference-free measures like writeReportTable.
func writeSourceTable(w io.Writer, r eval.SourceReport) error {
	return writeRows(w, reportRows(eval.Report{FKGL: r.FKGL, FRE: r.FRE, Quality: r.Quality, Garbling: r.Garbling, N: r.N}), false)
}
