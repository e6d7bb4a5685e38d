package main

import (
	"bytes"
	"crypto/sha256"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/gofrs/flock"

	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/pipeline"
)

// misuseFixtures are the files every misuse case starts with, in its own
// directory: good inputs, degenerate ones and earlier outputs ("EARLIER"),
// which a failing command must leave as they were.
var misuseFixtures = map[string]string{
	"good.txt":  "The apparatus comprises a housing having a first aperture and a second aperture.\nThe valve is closed by a spring when the pressure drops below the set value.\n",
	"good2.txt": "The sensor measures the temperature of the fluid in the chamber every second.\n",
	"empty.txt": "",
	"blank.txt": "\n  \n\n",
	"bin.dat":   "\x00\x01\x02\x03 binary \x00\xfe",
	"nul.txt":   "fine line\nhas a \x00 NUL byte\n",
	"utf8.txt":  "fine line\nbro\xffken line\n",
	"bronze.tsv": "1\tThe apparatus comprises a housing having a first aperture.\tThe device has a housing with a hole.\n" +
		"2\tThe valve is closed by a spring when the pressure drops.\tA spring closes the valve when pressure drops.\n" +
		"3\tThe sensor measures the temperature of the fluid in the chamber.\tThe sensor measures the fluid temperature.\n",
	"cols.tsv":  "1\ta\tb\n2\tonly two\n",
	"blank.tsv": "1\ta b c\td e f\n\n3\tg h i\tj k l\n",
	"utf8.tsv":  "1\ta b c\td e f\n2\tg \xff h\ti j k\n",
	"nul.tsv":   "1\ta b c\td e f\n2\tg h\x00\ti j k\n",
	"short.txt": "The sensor measures the temperature.\n",
	"truncated.xml": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<us-patent-grant lang=\"EN\">\n<description id=\"description\">\n" +
		"<p id=\"p-0001\">The apparatus comprises a housing having a first aperture and a second aperture.</p>\n<p>",
	"bad.conllu":  "1\tw\tw\tX\tX\t_\t0\tdep\t_\t_\n2\tw\n",
	"bad.yaml":    "dir: runs/x\ncorpus: [unclosed\n",
	"keys.yaml":   "dir: runs/x\nno_such_key: 1\n",
	"out.txt":     "EARLIER\n",
	"out.tsv":     "EARLIER\n",
	"report.json": "EARLIER\n",
}

// misuseCase is one way of misusing a command. In args and msg, "@NAME"
// stands for the file NAME in the case's directory.
type misuseCase struct {
	name  string
	args  []string
	stdin string
	code  int
	// msg are substrings of stderr: the file, line and reason of the error.
	msg []string
	// setup prepares the case's directory (after the fixtures are written)
	// and may return a function that runs after the command.
	setup func(t *testing.T, dir string) func()
	// changed are the files (globs relative to the directory) the command
	// may create or change; every other file must stay as it was.
	changed []string
	// check, when set, checks the outputs of a successful run.
	check func(t *testing.T, dir string)
}

func misuseCases() []misuseCase {
	longLine := func(t *testing.T, dir string) func() {
		b := append(bytes.Repeat([]byte("word "), (1<<20)/5+10), '\n')
		if err := os.WriteFile(filepath.Join(dir, "long.txt"), append([]byte("a short line\n"), b...), 0o644); err != nil {
			t.Fatal(err)
		}
		tsv := append([]byte("1\tshort one\tshort two\n2\t"), b[:len(b)-1]...)
		if err := os.WriteFile(filepath.Join(dir, "long.tsv"), append(tsv, "\tx\n"...), 0o644); err != nil {
			t.Fatal(err)
		}
		return nil
	}
	splitDir := func(t *testing.T, dir string) func() {
		if err := os.MkdirAll(filepath.Join(dir, "sp"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "sp", "train.tsv"), []byte(misuseFixtures["bronze.tsv"]), 0o644); err != nil {
			t.Fatal(err)
		}
		return nil
	}
	// stalePartial leaves unfinished work without a record beside out.txt,
	// as a run of another version or tool would.
	stalePartial := func(t *testing.T, dir string) func() {
		if err := os.WriteFile(filepath.Join(dir, "out.txt.partial"), []byte("STALE\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return nil
	}
	// locked holds the lock of out.tsv as a concurrent run would.
	locked := func(t *testing.T, dir string) func() {
		l := flock.New(filepath.Join(dir, "out.tsv.lock"))
		if ok, err := l.TryLock(); !ok || err != nil {
			t.Fatalf("taking the lock: %v %v", ok, err)
		}
		return func() { l.Unlock() }
	}
	// lineCount checks the number of lines of the files below the case's
	// directory.
	lineCount := func(want map[string]int) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			for name, n := range want {
				b, err := os.ReadFile(filepath.Join(dir, name))
				if got := strings.Count(string(b), "\n"); err != nil || got != n {
					t.Errorf("%s: %d lines (%v), want %d", name, got, err, n)
				}
			}
		}
	}
	// simplifyFirst runs simplify on in into out.txt before the case.
	simplifyFirst := func(in string) func(t *testing.T, dir string) func() {
		return func(t *testing.T, dir string) func() {
			if code, _, stderr := runCLI(t, "", "simplify", "--beams", "1", "--in", filepath.Join(dir, in), "--out", filepath.Join(dir, "out.txt")); code != 0 {
				t.Fatalf("first run: exit %d: %s", code, stderr)
			}
			return nil
		}
	}
	// unfinishedOther leaves an unfinished run of another input in out.txt,
	// as a killed simplify of that input does: its record and partial file.
	unfinishedOther := func(t *testing.T, dir string) func() {
		out := filepath.Join(dir, "out.txt")
		fp := jobfile.Fingerprint{Inputs: []jobfile.Input{jobfile.HashBytes("other.txt", []byte("Another input.\n"))}}
		j, err := jobfile.Open(out, fp, jobfile.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(out+".partial", []byte("Another output.\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := j.Close(); err != nil {
			t.Fatal(err)
		}
		return nil
	}
	const tiny = "../../testdata/pegasus/tiny_trained"
	const tinyText = "../../testdata/pegasus/tiny_text"
	return []misuseCase{
		// patsimp itself
		{name: "no command", code: 2, msg: []string{"usage: patsimp <command>"}},
		{name: "unknown command", args: []string{"simplfy"}, code: 2, msg: []string{`unknown command "simplfy"`}},
		{name: "help for unknown command", args: []string{"help", "simplfy"}, code: 2, msg: []string{`unknown command "simplfy"`}},
		{name: "help with two commands", args: []string{"help", "corpus", "eval"}, code: 2, msg: []string{"at most one command"}},
		{name: "parser -h prints its usage once", args: []string{"parser", "-h"}, code: 0, msg: []string{"usage: patsimp parser train|eval"}},
		{name: "parser without sub-command", args: []string{"parser"}, code: 2, msg: []string{"missing sub-command: train or eval"}},
		{name: "parser unknown sub-command", args: []string{"parser", "test"}, code: 2, msg: []string{`unknown parser sub-command "test"`}},
		{name: "undefined flag", args: []string{"corpus", "--inn", "@good.txt"}, code: 2, msg: []string{"flag provided but not defined: -inn"}},
		{name: "bad flag value", args: []string{"demo", "--n", "many"}, code: 2, msg: []string{`invalid value "many" for flag -n`}},
		{name: "version with arguments", args: []string{"version", "extra"}, code: 2, msg: []string{`unexpected arguments ["extra"]`}},

		// corpus
		{name: "corpus output is the input", args: []string{"corpus", "--quiet", "--in", "@good.txt", "--out", "@good.txt"}, code: 2,
			msg: []string{"output @good.txt is the input @good.txt"}},
		{name: "corpus meta is the output", args: []string{"corpus", "--quiet", "--in", "@good.txt", "--out", "@s.txt", "--meta", "@s.txt"}, code: 2,
			msg: []string{"output @s.txt is given twice"}},
		{name: "corpus two paths after --in as the usage shows", args: []string{"corpus", "--quiet", "--in", "@good.txt", "@good2.txt", "--out", "@s.txt"}, code: 0,
			changed: []string{"s.txt"}, check: lineCount(map[string]int{"s.txt": 3})},
		{name: "corpus failing run keeps the earlier output", args: []string{"corpus", "--quiet", "--in", "@truncated.xml", "--out", "@out.txt"}, code: 2,
			msg: []string{"@truncated.xml: byte", "truncated document"}},
		{name: "corpus missing input", args: []string{"corpus", "--quiet", "--in", "@nope.xml", "--out", "@out.txt"}, code: 2,
			msg: []string{"@nope.xml", "no such file"}},
		{name: "corpus empty input", args: []string{"corpus", "--quiet", "--in", "@empty.txt", "--out", "@out.txt"}, code: 2,
			msg: []string{"no sentence kept from 0 documents of 1 files", "nothing written to @out.txt"}},
		{name: "corpus binary input", args: []string{"corpus", "--quiet", "--in", "@bin.dat", "--out", "@out.txt"}, code: 2,
			msg: []string{"@bin.dat: byte 13 (line 1): invalid UTF-8: byte 0xfe"}},
		{name: "corpus input is a directory", args: []string{"corpus", "--quiet", "--in", "@ck", "--out", "@out.txt"}, code: 2,
			msg: []string{"@ck", "is a directory"}},
		{name: "corpus without --out", args: []string{"corpus", "--in", "@good.txt"}, code: 2, msg: []string{"--out is required"}},
		{name: "corpus without input", args: []string{"corpus", "--out", "@out.txt"}, code: 2, msg: []string{"no input: give --in PATH"}},
		{name: "corpus min above max tokens", args: []string{"corpus", "--in", "@good.txt", "--out", "@s.txt", "--min-tokens", "9", "--max-tokens", "3"}, code: 2,
			msg: []string{"need 1 <= --min-tokens <= --max-tokens, got 9 and 3"}},
		{name: "corpus min-alpha outside [0,1]", args: []string{"corpus", "--in", "@good.txt", "--out", "@s.txt", "--min-alpha", "1.5"}, code: 2,
			msg: []string{"--min-alpha must be in [0, 1], got 1.5"}},
		{name: "corpus unknown format", args: []string{"corpus", "--in", "@good.txt", "--out", "@s.txt", "--format", "sgml"}, code: 2,
			msg: []string{"--format"}},

		// filter
		{name: "filter output is the input", args: []string{"filter", "--quiet", "--depth", "off", "--in", "@bronze.tsv", "--out", "@bronze.tsv"}, code: 2,
			msg: []string{"output @bronze.tsv is the input @bronze.tsv"}},
		{name: "filter report is the output", args: []string{"filter", "--quiet", "--depth", "off", "--in", "@bronze.tsv", "--out", "@s.tsv", "--report", "@s.tsv"}, code: 2,
			msg: []string{"output @s.tsv is given twice"}},
		{name: "filter empty input", args: []string{"filter", "--quiet", "--depth", "off", "--in", "@empty.txt", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@empty.txt: no pairs: the input is empty"}},
		{name: "filter wrong columns", args: []string{"filter", "--quiet", "--depth", "off", "--in", "@cols.tsv", "--out", "@out.tsv", "--report", "@report.json"}, code: 2,
			msg: []string{"@cols.tsv:2: want 3 tab-separated columns (id, complex sentence, candidate), got 2"}},
		{name: "filter invalid UTF-8", args: []string{"filter", "--quiet", "--depth", "off", "--in", "@utf8.tsv", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@utf8.tsv:2: invalid UTF-8 in complex sentence at byte 2"}},
		{name: "filter NUL byte", args: []string{"filter", "--quiet", "--depth", "off", "--in", "@nul.tsv", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@nul.tsv:2: binary data (NUL byte) in complex sentence"}},
		{name: "filter blank line", args: []string{"filter", "--quiet", "--depth", "off", "--in", "@blank.tsv", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@blank.tsv:2: empty line"}},
		{name: "filter every line bad with --skip-bad", args: []string{"filter", "--quiet", "--depth", "off", "--skip-bad", "--in", "@good.txt", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@good.txt: no pairs: all 2 lines are bad"}},
		{name: "filter over-long line", setup: longLine, args: []string{"filter", "--quiet", "--depth", "off", "--in", "@long.tsv", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@long.tsv:2: line longer than 1048576 bytes"}},
		{name: "filter binary input", args: []string{"filter", "--quiet", "--depth", "off", "--in", "@bin.dat", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@bin.dat:1: want 3 tab-separated columns"}},
		{name: "filter parallel files of different length", args: []string{"filter", "--quiet", "--depth", "off", "--complex", "@good.txt", "--simple", "@good2.txt", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@good2.txt:1: the file ends here but @good.txt goes on: the files are not parallel"}},
		{name: "filter negative workers", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--workers", "-1"}, code: 2,
			msg: []string{"--workers must not be negative (0: one per CPU), got -1"}},
		{name: "filter input is a directory", args: []string{"filter", "--quiet", "--depth", "off", "--in", "@ck", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@ck", "is a directory"}},
		{name: "filter --in with --complex", args: []string{"filter", "--in", "@bronze.tsv", "--complex", "@good.txt", "--simple", "@good.txt", "--out", "@out.tsv"}, code: 2,
			msg: []string{"--in excludes --complex and --simple"}},
		{name: "filter unknown method", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--method", "magic"}, code: 2,
			msg: []string{`--method must be casola, sum4simp or clinical, got "magic"`}},
		{name: "filter similarity outside [0,1]", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--min-similarity", "1.5"}, code: 2,
			msg: []string{"--min-similarity must be in [0, 1], got 1.5"}},
		{name: "filter min above max similarity", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--min-similarity", "0.9", "--max-similarity", "0.2"}, code: 2,
			msg: []string{"need --min-similarity <= --max-similarity"}},
		{name: "filter min above max compression", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--min-compression", "2", "--max-compression", "1"}, code: 2,
			msg: []string{"need 0 <= --min-compression <= --max-compression, got 2 and 1"}},
		{name: "filter unknown depth mode", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--depth", "maybe"}, code: 2,
			msg: []string{`--depth must be auto, on or off, got "maybe"`}},
		{name: "filter casola threshold with another method", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--method", "clinical", "--min-similarity", "0.3"}, code: 2,
			msg: []string{"--min-similarity applies to --method casola, not clinical"}},
		{name: "filter clinical bound with the default method", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--clinical-min", "0.3"}, code: 2,
			msg: []string{"--clinical-min applies to --method clinical, not casola"}},
		{name: "filter invented-words switch with another method", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--method", "clinical", "--no-invented"}, code: 2,
			msg: []string{"--no-invented applies to --method casola, not clinical"}},
		{name: "filter invented-words bound with another method", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--method", "clinical", "--max-invented", "2"}, code: 2,
			msg: []string{"--max-invented applies to --method casola, not clinical"}},
		{name: "filter sum4simp without reference", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "--method", "sum4simp"}, code: 2,
			msg: []string{"--method sum4simp needs --sum4simp-ref"}},
		{name: "filter stray argument", args: []string{"filter", "--in", "@bronze.tsv", "--out", "@out.tsv", "extra"}, code: 2,
			msg: []string{`unexpected arguments ["extra"]`}},

		// split
		{name: "split empty input", args: []string{"split", "--in", "@empty.txt", "--out", "@sp"}, code: 2,
			msg: []string{"@empty.txt: no pairs: the input is empty"}},
		{name: "split output directory is a file", args: []string{"split", "--in", "@bronze.tsv", "--out", "@out.txt"}, code: 2,
			msg: []string{"--out @out.txt is a file, not a directory"}},
		{name: "split would overwrite its input", setup: splitDir, args: []string{"split", "--in", "@sp/train.tsv", "--out", "@sp"}, code: 2,
			msg: []string{"output @sp/train.tsv is the input @sp/train.tsv"}},
		{name: "split bad line", args: []string{"split", "--in", "@cols.tsv", "--out", "@sp"}, code: 2,
			msg: []string{"@cols.tsv:2: want 3 tab-separated columns"}},
		{name: "split missing input", args: []string{"split", "--in", "@nope.tsv", "--out", "@sp"}, code: 2, msg: []string{"@nope.tsv", "no such file"}},
		{name: "split without --in", args: []string{"split", "--out", "@sp"}, code: 2, msg: []string{"--in is required"}},
		{name: "split tiny corpus warns of empty sets", args: []string{"split", "--in", "@bronze.tsv", "--out", "@sp", "--parallel"}, code: 0,
			msg: []string{"warning: valid set is empty (3 pairs in all are too few)"}, changed: []string{"sp", "sp/*"},
			check: lineCount(map[string]int{"sp/train.tsv": 2, "sp/valid.tsv": 0, "sp/test.tsv": 1, "sp/train.complex": 2, "sp/test.simple": 1})},

		// substitutions
		{name: "substitutions without --refs", args: []string{"substitutions", "--orig", "@good.txt"}, code: 2, msg: []string{"--orig and --refs are required"}},
		{name: "substitutions reference of another length", args: []string{"substitutions", "--orig", "@good.txt", "--refs", "@blank.txt"}, code: 2,
			msg: []string{"@blank.txt"}},
		{name: "substitutions missing source", args: []string{"substitutions", "--orig", "@nope.txt", "--refs", "@good.txt"}, code: 2, msg: []string{"@nope.txt", "no such file"}},

		// stats
		{name: "stats empty input", args: []string{"stats", "--quiet", "--depth", "off", "--in", "@empty.txt"}, code: 2,
			msg: []string{"@empty.txt: empty input: nothing to describe"}},
		{name: "stats NUL byte", args: []string{"stats", "--quiet", "--depth", "off", "--sentences", "@nul.txt"}, code: 2,
			msg: []string{"@nul.txt:2: binary data (NUL byte) at byte 7"}},
		{name: "stats invalid UTF-8", args: []string{"stats", "--quiet", "--depth", "off", "--sentences", "@utf8.txt"}, code: 2,
			msg: []string{"@utf8.txt:2: invalid UTF-8 at byte 4 (0xff)"}},
		{name: "stats blank line", args: []string{"stats", "--quiet", "--depth", "off", "--sentences", "@blank.txt"}, code: 2,
			msg: []string{"@blank.txt:1: empty line"}},
		{name: "stats over-long line", setup: longLine, args: []string{"stats", "--quiet", "--depth", "off", "--sentences", "@long.txt"}, code: 2,
			msg: []string{"@long.txt:2: line longer than 1048576 bytes"}},
		{name: "stats --sentences with --in", args: []string{"stats", "--sentences", "@good.txt", "--in", "@bronze.tsv"}, code: 2,
			msg: []string{"--sentences excludes --in, --complex and --simple"}},
		{name: "stats plot directory is a file", args: []string{"stats", "--quiet", "--depth", "off", "--in", "@bronze.tsv", "--plot", "@out.txt"}, code: 2,
			msg: []string{"--plot @out.txt is a file, not a directory"}},
		{name: "stats negative workers", args: []string{"stats", "--in", "@bronze.tsv", "--workers", "-3"}, code: 2,
			msg: []string{"--workers must not be negative (0: one per CPU), got -3"}},
		{name: "stats without input", args: []string{"stats"}, code: 2, msg: []string{"give --in corpus.tsv, --complex and --simple, or --sentences"}},

		// vocab
		{name: "vocab output is the input", args: []string{"vocab", "--quiet", "--in", "@good.txt", "--out", "@good.txt"}, code: 2,
			msg: []string{"output @good.txt is the input @good.txt"}},
		{name: "vocab empty input", args: []string{"vocab", "--quiet", "--in", "@blank.txt", "--out", "@v.model"}, code: 2,
			msg: []string{"no text in @blank.txt: every line is blank"}},
		{name: "vocab binary input", args: []string{"vocab", "--quiet", "--in", "@good.txt", "@bin.dat", "--out", "@v.model"}, code: 2,
			msg: []string{"@bin.dat:1: binary data (NUL byte) at byte 1"}},
		{name: "vocab invalid UTF-8", args: []string{"vocab", "--quiet", "--in", "@utf8.txt", "--out", "@v.model"}, code: 2,
			msg: []string{"@utf8.txt:2: invalid UTF-8 at byte 4 (0xff)"}},
		{name: "vocab input is a directory", args: []string{"vocab", "--quiet", "--in", "@ck", "--out", "@v.model"}, code: 2,
			msg: []string{"@ck", "is a directory"}},
		{name: "vocab size zero", args: []string{"vocab", "--in", "@good.txt", "--out", "@v.model", "--size", "0"}, code: 2,
			msg: []string{"--size must be positive, not 0"}},
		{name: "vocab unknown type", args: []string{"vocab", "--in", "@good.txt", "--out", "@v.model", "--type", "word"}, code: 2,
			msg: []string{`--type "word": want bpe or unigram`}},
		{name: "vocab missing input", args: []string{"vocab", "--in", "@nope.txt", "--out", "@v.model"}, code: 2, msg: []string{"@nope.txt", "no such file"}},

		// eval
		{name: "eval line counts differ", args: []string{"eval", "--orig", "@good.txt", "--sys", "@good2.txt", "--refs", "@good.txt"}, code: 2,
			msg: []string{"input files differ in line count", "@good2.txt: 1 lines"}},
		{name: "eval invalid UTF-8", args: []string{"eval", "--orig", "@good.txt", "--sys", "@utf8.txt", "--refs", "@good.txt"}, code: 2,
			msg: []string{"@utf8.txt:2: invalid UTF-8 at byte 4 of the line (file offset 13)"}},
		{name: "eval NUL byte", args: []string{"eval", "--orig", "@nul.txt", "--sys", "@good.txt", "--refs", "@good.txt"}, code: 2,
			msg: []string{"@nul.txt:2: binary data (NUL byte) at byte 7 of the line"}},
		{name: "eval missing file", args: []string{"eval", "--orig", "@nope.txt", "--sys", "@good.txt", "--refs", "@good.txt"}, code: 2,
			msg: []string{"@nope.txt", "no such file"}},
		{name: "eval empty files", args: []string{"eval", "--orig", "@empty.txt", "--sys", "@empty.txt", "--refs", "@empty.txt"}, code: 2,
			msg: []string{"@empty.txt: empty file: nothing to score"}},
		{name: "eval over-long line", setup: longLine, args: []string{"eval", "--orig", "@long.txt", "--sys", "@long.txt", "--refs", "@long.txt"}, code: 2,
			msg: []string{"@long.txt:2: line longer than 1048576 bytes"}},
		{name: "eval input is a directory", args: []string{"eval", "--orig", "@ck", "--sys", "@good.txt", "--refs", "@good.txt"}, code: 2,
			msg: []string{"@ck", "is a directory"}},
		{name: "eval without system output", args: []string{"eval", "--orig", "@good.txt", "--refs", "@good.txt"}, code: 2,
			msg: []string{"--orig and --sys are required"}},
		{name: "eval unknown tokenizer", args: []string{"eval", "--orig", "@good.txt", "--sys", "@good.txt", "--refs", "@good.txt", "--tokenizer", "moses"}, code: 2,
			msg: []string{"--tokenizer", "moses"}},

		// parse and parser
		{name: "parse binary input", args: []string{"parse", "--in", "@bin.dat", "--format", "depth"}, code: 2,
			msg: []string{"@bin.dat:1: binary data (NUL byte) at byte 1"}},
		{name: "parse invalid UTF-8", args: []string{"parse", "--in", "@utf8.txt"}, code: 2, msg: []string{"@utf8.txt:2: invalid UTF-8 at byte 4 (0xff)"}},
		{name: "parse empty input", args: []string{"parse", "--in", "@empty.txt"}, code: 2, msg: []string{"@empty.txt: empty input: no sentence to parse"}},
		{name: "parse empty stdin", args: []string{"parse"}, code: 2, msg: []string{"(stdin): empty input: no sentence to parse"}},
		{name: "parse over-long line", setup: longLine, args: []string{"parse", "--in", "@long.txt"}, code: 2,
			msg: []string{"@long.txt:2: line longer than 1048576 bytes"}},
		{name: "parse input is a directory", args: []string{"parse", "--in", "@ck"}, code: 2, msg: []string{"@ck", "is a directory"}},
		{name: "parse unknown format", args: []string{"parse", "--in", "@good.txt", "--format", "xml"}, code: 2,
			msg: []string{`--format must be conllu or depth, not "xml"`}},
		{name: "parse backend without model", args: []string{"parse", "--in", "@good.txt", "--backend", "go"}, code: 2, msg: []string{"--backend needs --model"}},
		{name: "parse missing input", args: []string{"parse", "--in", "@nope.txt"}, code: 2, msg: []string{"@nope.txt", "no such file"}},
		{name: "parser eval malformed treebank", args: []string{"parser", "eval", "--gold", "@bad.conllu"}, code: 2, msg: []string{"@bad.conllu:2:"}},
		{name: "parser train zero epochs", args: []string{"parser", "train", "--train", "@bad.conllu", "--dev", "@bad.conllu", "--out", "@p.model", "--epochs", "0"}, code: 2,
			msg: []string{"--epochs, --patience, --batch-tokens, --layers and --hidden must be at least 1"}},
		{name: "parser train negative learning rate", args: []string{"parser", "train", "--train", "@bad.conllu", "--dev", "@bad.conllu", "--out", "@p.model", "--lr", "-1"}, code: 2,
			msg: []string{"--lr positive"}},
		{name: "parser train without flags", args: []string{"parser", "train"}, code: 2, msg: []string{"--train, --dev and --out are required"}},
		{name: "parser train distill weight without teacher", args: []string{"parser", "train", "--train", "@bad.conllu", "--dev", "@bad.conllu", "--out", "@p.model", "--distill-weight", "0.3"}, code: 2,
			msg: []string{"--distill-weight needs --teacher"}},

		// export
		{name: "export onto its source", args: []string{"export", "--checkpoint", "@ck", "--out", "@ck"}, code: 2, msg: []string{"output @ck is the input @ck"}},
		{name: "export missing checkpoint", args: []string{"export", "--checkpoint", "@nope", "--out", "@ex"}, code: 2, msg: []string{"@nope/model.json", "no such file"}},
		{name: "export without flags", args: []string{"export"}, code: 2, msg: []string{"--checkpoint and --out are required"}},

		// align
		{name: "align without input", args: []string{"align", "--out", "@out.tsv"}, code: 2, msg: []string{"no input: give patent files"}},
		{name: "align output is the input", args: []string{"align", "--out", "@good.txt", "@good.txt"}, code: 2,
			msg: []string{"output @good.txt is the input @good.txt"}},
		{name: "align min above max", args: []string{"align", "--out", "@a.tsv", "--min", "0.9", "--max", "0.5", "@good.txt"}, code: 2,
			msg: []string{"need 0 <= --min <= --add <= --max <= 1"}},
		{name: "align nothing to align", args: []string{"align", "--out", "@out.tsv", "@good.txt"}, code: 2,
			msg: []string{"no pair aligned: nothing written to @out.tsv"}},
		{name: "align binary input", args: []string{"align", "--out", "@out.tsv", "@bin.dat"}, code: 2,
			msg: []string{"@bin.dat: byte 13 (line 1): invalid UTF-8"}},
		{name: "align binary exclusion list", args: []string{"align", "--out", "@out.tsv", "--exclude", "@nul.txt", "@good.txt"}, code: 2,
			msg: []string{"@nul.txt:2: binary data (NUL byte) at byte 7"}},
		{name: "vocab size too large for the corpus", args: []string{"vocab", "--quiet", "--in", "@good.txt", "--out", "@v.model", "--size", "5000"}, code: 2,
			msg: []string{"vocabulary size 5000 is too large for this corpus"}},

		// noise
		{name: "noise without input", args: []string{"noise", "--out", "@out.tsv"}, code: 2, msg: []string{"give --out and at least one text file"}},
		{name: "noise output is the input", args: []string{"noise", "--out", "@good.txt", "@good.txt"}, code: 2,
			msg: []string{"output @good.txt is the input @good.txt"}},
		{name: "noise mask ratio outside [0,1)", args: []string{"noise", "--out", "@out.tsv", "--mask-ratio", "2", "@good.txt"}, code: 2,
			msg: []string{"mask ratio must be in [0, 1), got 2"}},
		{name: "noise nothing to corrupt", args: []string{"noise", "--out", "@out.tsv", "--min-tokens", "50", "@good.txt", "@blank.txt"}, code: 2,
			msg: []string{"no pairs: 5 lines: 3 empty, 2 shorter than 50 tokens, 0 excluded; nothing written to @out.tsv"}},
		{name: "noise invalid UTF-8", args: []string{"noise", "--out", "@out.tsv", "@good.txt", "@utf8.txt"}, code: 2,
			msg: []string{"@utf8.txt:2: invalid UTF-8 at byte 4 (0xff)"}},
		{name: "noise NUL byte", args: []string{"noise", "--out", "@out.tsv", "@nul.txt"}, code: 2,
			msg: []string{"@nul.txt:2: binary data (NUL byte) at byte 7"}},

		// simplify
		{name: "simplify binary input", args: []string{"simplify", "--in", "@bin.dat"}, code: 2, msg: []string{"@bin.dat:1: invalid UTF-8 at byte 14 of the line (file offset 13)"}},
		{name: "simplify NUL byte on stdin", stdin: "ok\n\x00\n", args: []string{"simplify"}, code: 2, msg: []string{"(stdin):2: binary data (NUL byte) at byte 1"}},
		{name: "simplify blank line", args: []string{"simplify", "--in", "@blank.txt"}, code: 2,
			msg: []string{"@blank.txt:1: blank line: nothing to simplify"}},
		{name: "simplify empty stdin", args: []string{"simplify"}, code: 2, msg: []string{"(stdin): empty input: no sentence to simplify"}},
		{name: "simplify over-long line", setup: longLine, args: []string{"simplify", "--in", "@long.txt"}, code: 2,
			msg: []string{"@long.txt:2: line longer than 1048576 bytes"}},
		{name: "simplify missing input", args: []string{"simplify", "--in", "@nope.txt"}, code: 2, msg: []string{"@nope.txt", "no such file"}},
		{name: "simplify zero beams", args: []string{"simplify", "--in", "@good.txt", "--beams", "0"}, code: 2, msg: []string{"--beams and --batch must be at least 1"}},
		{name: "simplify unknown control", args: []string{"simplify", "--in", "@good.txt", "--control", "Speed=1"}, code: 2,
			msg: []string{`unknown control feature "Speed" (want LengthRatio, Levenshtein, WordRankRatio or DependencyTreeDepthRatio)`}},
		{name: "simplify --known-words not a boolean", args: []string{"simplify", "--in", "@good.txt", "--known-words=maybe"}, code: 2,
			msg: []string{`invalid boolean value "maybe" for -known-words`}},
		{name: "simplify finished output redone without --known-words", setup: simplifyFirst("good.txt"), args: []string{"simplify", "--beams", "1", "--known-words=false", "--in", "@good.txt", "--out", "@out.txt"}, code: 0,
			msg: []string{`(known_words "off", "wordfreq" before)`}, changed: []string{"out.txt*"}, check: lineCount(map[string]int{"out.txt": 2})},
		{name: "simplify finished output redone without --no-loops", setup: simplifyFirst("good.txt"), args: []string{"simplify", "--beams", "1", "--no-loops=false", "--in", "@good.txt", "--out", "@out.txt"}, code: 0,
			msg: []string{`no_loops`}, changed: []string{"out.txt*"}, check: lineCount(map[string]int{"out.txt": 2})},
		{name: "simplify finished output redone with another --min-score", setup: simplifyFirst("good.txt"), args: []string{"simplify", "--beams", "1", "--min-score", "-0.5", "--in", "@good.txt", "--out", "@out.txt"}, code: 0,
			msg: []string{`min_score`}, changed: []string{"out.txt*"}, check: lineCount(map[string]int{"out.txt": 2})},
		{name: "simplify positive --min-score", args: []string{"simplify", "--in", "@good.txt", "--min-score", "1"}, code: 2,
			msg: []string{"--min-score 1: must be 0 (off) or negative"}},
		{name: "simplify --shard without --out", args: []string{"simplify", "--in", "@good.txt", "--shard", "1/2"}, code: 2, msg: []string{"--shard and --restart need --out"}},
		{name: "simplify run twice on one --out", setup: simplifyFirst("good.txt"), args: []string{"simplify", "--beams", "1", "--in", "@good.txt", "--out", "@out.txt"}, code: 0,
			changed: []string{"out.txt*"}, check: lineCount(map[string]int{"out.txt": 2})},
		{name: "simplify finished output of another input starts over", setup: simplifyFirst("good2.txt"), args: []string{"simplify", "--beams", "1", "--in", "@good.txt", "--out", "@out.txt"}, code: 0,
			changed: []string{"out.txt*"}, check: lineCount(map[string]int{"out.txt": 2})},
		{name: "simplify unfinished run of another input", setup: unfinishedOther, args: []string{"simplify", "--beams", "1", "--in", "@good.txt", "--out", "@out.txt"}, code: 2,
			msg: []string{"@out.txt: the unfinished run there was made from other inputs or settings", "rerun with --restart"}},
		{name: "simplify --restart discards an unfinished run of another input", setup: unfinishedOther, args: []string{"simplify", "--beams", "1", "--restart", "--in", "@good.txt", "--out", "@out.txt"}, code: 0,
			changed: []string{"out.txt*"}, check: lineCount(map[string]int{"out.txt": 2})},
		{name: "simplify output is the input", args: []string{"simplify", "--in", "@good.txt", "--out", "@good.txt"}, code: 2,
			msg: []string{"output @good.txt", "the output is also an input"}},
		{name: "simplify stale partial output without a record", setup: stalePartial, args: []string{"simplify", "--in", "@good.txt", "--out", "@out.txt", "--beams", "1"}, code: 2,
			msg: []string{"@out.txt: unfinished work", "without a record of its inputs", "--restart"}, changed: []string{"out.txt.lock"}},

		// paraphrase
		{name: "paraphrase binary input", args: []string{"paraphrase", "--model", tinyText, "--in", "@bin.dat", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@bin.dat:1: binary data (NUL byte) at byte 1"}},
		{name: "paraphrase invalid UTF-8", args: []string{"paraphrase", "--model", tinyText, "--in", "@utf8.txt", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@utf8.txt:2: invalid UTF-8 at byte 4 (0xff)"}},
		{name: "paraphrase blank input", args: []string{"paraphrase", "--model", tiny, "--ids", "--in", "@blank.txt", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@blank.txt: no sentence: the input is empty or blank"}},
		{name: "paraphrase output is the input", args: []string{"paraphrase", "--model", tiny, "--ids", "--in", "@ids.txt", "--out", "@ids.txt"}, code: 2,
			msg: []string{"the output is also an input"}},
		{name: "paraphrase while another run holds the output", setup: locked, args: []string{"paraphrase", "--model", tiny, "--ids", "--in", "@ids.txt", "--out", "@out.tsv"}, code: 1,
			msg: []string{"another run is writing this output"}, changed: []string{"out.tsv.lock"}},
		{name: "paraphrase without model", args: []string{"paraphrase", "--in", "@good.txt", "--out", "@out.tsv"}, code: 2, msg: []string{"--model, --in and --out are required"}},
		{name: "paraphrase unknown dtype", args: []string{"paraphrase", "--model", tiny, "--in", "@good.txt", "--out", "@out.tsv", "--dtype", "f16"}, code: 2,
			msg: []string{`--dtype "f16": want f32 or bf16`}},
		{name: "paraphrase text mode without a tokenizer", args: []string{"paraphrase", "--model", tiny, "--in", "@good.txt", "--out", "@out.tsv"}, code: 2,
			msg: []string{"has no spiece.model: use --ids, or add the tokenizer"}},
		{name: "paraphrase missing model", args: []string{"paraphrase", "--model", "@nope", "--in", "@good.txt", "--out", "@out.tsv"}, code: 2,
			msg: []string{"@nope", "no such file"}},

		// train and tune
		{name: "train without flags", args: []string{"train"}, code: 2, msg: []string{"--train, --valid and --out are required"}},
		{name: "train unknown feature", args: []string{"train", "--train", "@bronze.tsv", "--valid", "@bronze.tsv", "--out", "@m", "--features", "WordRank,Speed"}, code: 2,
			msg: []string{`unknown control feature "Speed" (want LengthRatio, Levenshtein, WordRankRatio or DependencyTreeDepthRatio)`}},
		{name: "train unknown config", args: []string{"train", "--train", "@bronze.tsv", "--valid", "@bronze.tsv", "--out", "@m", "--config", "huge"}, code: 2,
			msg: []string{`--config: model config "huge": not tiny, small or base`}},
		{name: "train warm start with a config", args: []string{"train", "--train", "@bronze.tsv", "--valid", "@bronze.tsv", "--out", "@m", "--init", "@ck", "--config", "tiny"}, code: 2,
			msg: []string{"--init takes the network, vocabulary and features from @ck: drop --config"}},
		{name: "train blank line in the training pairs", args: []string{"train", "--train", "@blank.tsv", "--valid", "@bronze.tsv", "--out", "@m"}, code: 2,
			msg: []string{"@blank.tsv:2: want id<TAB>complex<TAB>simple or complex<TAB>simple, got 1 column(s)"}},
		{name: "train binary validation pairs", args: []string{"train", "--train", "@bronze.tsv", "--valid", "@nul.tsv", "--out", "@m"}, code: 2,
			msg: []string{"@nul.tsv:2: binary data (NUL byte) at byte 6"}},
		{name: "train empty training pairs", args: []string{"train", "--train", "@empty.txt", "--valid", "@bronze.tsv", "--out", "@m"}, code: 2,
			msg: []string{"@empty.txt: no pairs: the input is empty"}},
		{name: "train missing corpus", args: []string{"train", "--train", "@nope", "--valid", "@bronze.tsv", "--out", "@m"}, code: 2,
			msg: []string{"@nope.complex", "no such file"}},
		{name: "train unknown dtype", args: []string{"train", "--train", "@bronze.tsv", "--valid", "@bronze.tsv", "--out", "@m", "--dtype", "f16"}, code: 2,
			msg: []string{`dtype "f16": want float32 or bfloat16`}},
		{name: "tune without flags", args: []string{"tune"}, code: 2, msg: []string{"--checkpoint and --valid are required"}},
		{name: "tune zero budget", args: []string{"tune", "--checkpoint", "@ck", "--valid", "@bronze.tsv", "--budget", "0"}, code: 2,
			msg: []string{"--budget and --beams must be at least 1"}},
		{name: "tune negative no-repeat n-gram", args: []string{"tune", "--checkpoint", "@ck", "--valid", "@bronze.tsv", "--no-repeat-ngram", "-2"}, code: 2,
			msg: []string{"--no-repeat-ngram not negative"}},
		{name: "tune unknown search method", args: []string{"tune", "--checkpoint", "@ck", "--valid", "@bronze.tsv", "--method", "bayes"}, code: 2,
			msg: []string{`--method "bayes": want random or grid`}},
		{name: "tune grid step zero", args: []string{"tune", "--checkpoint", "@ck", "--valid", "@bronze.tsv", "--method", "grid", "--step", "0"}, code: 2,
			msg: []string{"--step 0: must be at least 0.05"}},
		{name: "tune invalid UTF-8 validation pairs", args: []string{"tune", "--checkpoint", "@ck", "--valid", "@utf8.tsv"}, code: 2,
			msg: []string{"@utf8.tsv:2: invalid UTF-8 at byte 5 (0xff)"}},

		// pipeline, bench, demo, merge
		{name: "pipeline without config", args: []string{"pipeline"}, code: 2, msg: []string{"--config is required"}},
		{name: "pipeline missing config", args: []string{"pipeline", "--config", "@nope.yaml"}, code: 2, msg: []string{"@nope.yaml", "no such file"}},
		{name: "pipeline malformed config", args: []string{"pipeline", "--config", "@bad.yaml"}, code: 2, msg: []string{"pipeline config @bad.yaml: yaml: line 1: did not find expected"}},
		{name: "pipeline unknown config key", args: []string{"pipeline", "--config", "@keys.yaml"}, code: 2,
			msg: []string{"pipeline config @keys.yaml", "line 2: field no_such_key not found"}},
		{name: "bench unknown workload", args: []string{"bench", "--what", "fly"}, code: 2, msg: []string{`unknown workload "fly"`}},
		{name: "bench malformed reference report", args: []string{"bench", "--what", "tokenize", "--compare", "@good.txt"}, code: 2,
			msg: []string{"@good.txt: byte 1: invalid character 'T' looking for beginning of value"}},
		{name: "bench report onto its reference", args: []string{"bench", "--what", "tokenize", "--out", "@report.json", "--compare", "@report.json"}, code: 2,
			msg: []string{"output @report.json is the input @report.json"}},
		{name: "demo negative count", args: []string{"demo", "--n", "-1"}, code: 2, msg: []string{"--n must not be negative"}},
		{name: "demo stray argument", args: []string{"demo", "now"}, code: 2, msg: []string{"unexpected arguments: now"}},
		{name: "merge without shards", args: []string{"merge", "--out", "@out.txt"}, code: 2, msg: []string{"--out and the shard outputs are required"}},
		{name: "merge of files that are not shards", args: []string{"merge", "--out", "@m.txt", "@good.txt", "@good2.txt"}, code: 2,
			msg: []string{"@good.txt: no readable record of a shard"}},
	}
}

// TestMisuse runs every misuse case and checks the exit status, that the
// message names the file, line and reason, that it is printed once, and
// that no input or earlier output was lost or half-written (every file in
// the case's directory is as before, apart from the case's own outputs).
func TestMisuse(t *testing.T) {
	cases := misuseCases()
	covered := map[string]bool{}
	for _, c := range cases {
		if len(c.args) > 0 {
			covered[c.args[0]] = true
		}
	}
	for name := range commands {
		if !covered[name] {
			t.Errorf("command %q has no misuse case: add its refusals to misuseCases", name)
		}
	}
	if len(cases) < 80 {
		t.Errorf("%d misuse cases, want at least 80", len(cases))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, content := range misuseFixtures {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			for _, sub := range []string{"ck", "ids.txt"} { // a directory and an ids input
				p := filepath.Join(dir, sub)
				if sub == "ck" {
					if err := os.Mkdir(p, 0o755); err != nil {
						t.Fatal(err)
					}
				} else if err := os.WriteFile(p, []byte("5 6 1\n7 1\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if c.setup != nil {
				if after := c.setup(t, dir); after != nil {
					defer after()
				}
			}
			expand := func(s string) string {
				return fileRef.ReplaceAllStringFunc(s, func(m string) string { return filepath.Join(dir, m[1:]) })
			}
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = expand(a)
			}
			before := snapshot(t, dir)
			code, _, stderr := runCLI(t, c.stdin, args...)
			if code != c.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, c.code, stderr)
			}
			for _, m := range c.msg {
				if m = expand(m); !strings.Contains(stderr, m) {
					t.Errorf("stderr lacks %q:\n%s", m, stderr)
				}
			}
			if n := strings.Count(stderr, "usage: patsimp"); n > 1 {
				t.Errorf("usage printed %d times:\n%s", n, stderr)
			}
			if len(c.args) > 0 {
				if n := strings.Count(stderr, "patsimp "+c.args[0]+": "); n > 1 {
					t.Errorf("error printed %d times:\n%s", n, stderr)
				}
			}
			after := snapshot(t, dir)
			for p, sum := range before {
				if after[p] != sum && !matchAny(c.changed, p) {
					t.Errorf("%s changed (lost or half-written)", p)
				}
			}
			for p := range after {
				if _, ok := before[p]; !ok && !matchAny(c.changed, p) {
					t.Errorf("%s left behind", p)
				}
			}
			for _, g := range c.changed {
				if m, _ := filepath.Glob(filepath.Join(dir, g)); len(m) == 0 && c.code == 0 {
					t.Errorf("no output %s", g)
				}
			}
			if c.check != nil {
				c.check(t, dir)
			}
		})
	}
}

// fileRef matches "@NAME" in the args and messages of misuse cases.
var fileRef = regexp.MustCompile(`@[\w./-]*\w`)

// snapshot maps every file and directory below dir (relative path) to a
// hash of its content.
func snapshot(t *testing.T, dir string) map[string][32]byte {
	t.Helper()
	m := map[string][32]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			m[rel] = sha256.Sum256([]byte("dir"))
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		m[rel] = sha256.Sum256(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func matchAny(globs []string, p string) bool {
	for _, g := range globs {
		if ok, _ := filepath.Match(g, p); ok {
			return true
		}
	}
	return false
}

// TestMisuseCaseNamesUnique keeps the case names usable with -run.
func TestMisuseCaseNamesUnique(t *testing.T) {
	var names []string
	for _, c := range misuseCases() {
		names = append(names, c.name)
	}
	sort.Strings(names)
	for i := 1; i < len(names); i++ {
		if names[i] == names[i-1] {
			t.Errorf("duplicate case %q", names[i])
		}
	}
}

// TestQuickTourConfigs checks that the README quick tour's pipeline
// configurations load and that configs/quick.yaml needs nothing outside the
// repository (it runs on a fresh clone), while configs/pipeline.yaml's
// generator is documented as a prerequisite.
func TestQuickTourConfigs(t *testing.T) {
	const root = "../.."
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"quick.yaml", "pipeline.yaml"} {
		if !strings.Contains(string(readme), "patsimp pipeline --config configs/"+name) {
			t.Errorf("README quick tour lacks configs/%s", name)
		}
		cfg, err := pipeline.Load(filepath.Join(root, "configs", name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, p := range []string{cfg.Corpus.Sentences, cfg.Generator.Model, cfg.Train.Init} {
			_, err := os.Stat(filepath.Join(root, p))
			switch {
			case p == "":
			case name == "quick.yaml" && err != nil:
				t.Errorf("%s needs %s, which is not in the repository: %v", name, p, err)
			case err != nil && !strings.Contains(string(readme), p):
				t.Errorf("%s needs %s, which the README does not say how to make", name, p)
			}
		}
	}
}
