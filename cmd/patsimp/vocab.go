package main

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/patsimp/patsimp/data/lines"
	"github.com/patsimp/patsimp/data/spm"
)

func init() {
	register(&command{
		name:    "vocab",
		summary: "train a SentencePiece vocabulary (BPE or unigram) that the C++ library can load",
		run:     runVocab,
	})
}

// symbolList is a repeatable flag whose values may also be comma-separated.
type symbolList []string

func (l *symbolList) String() string { return strings.Join(*l, ",") }

func (l *symbolList) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s != "" {
			*l = append(*l, s)
		}
	}
	return nil
}

func runVocab(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("vocab", "--in FILE [FILE...] --out spm.model [--size N] [flags]", stderr)
	var in, user, control symbolList
	fs.Var(&in, "in", "training text, one sentence per line, optionally gzipped (repeatable or comma-separated; more files may follow the flags)")
	size := fs.Int("size", 8000, "vocabulary size, meta pieces, symbols and byte pieces included")
	out := fs.String("out", "", "where to write the .model file (required)")
	typ := fs.String("type", "bpe", "model type: bpe or unigram")
	fs.Var(&user, "user-symbols", "user-defined symbols that always stay single pieces, e.g. <LENGTHRATIO_0.95> (repeatable or comma-separated)")
	fs.Var(&control, "control-symbols", "control symbols: ids that encoding never produces (repeatable or comma-separated)")
	byteFallback := fs.Bool("byte-fallback", false, "add the 256 byte pieces: unknown characters encode as UTF-8 bytes instead of <unk>")
	coverage := fs.Float64("coverage", 0.9995, "fraction of the corpus's characters that get their own piece")
	norm := fs.String("normalization", "nmt_nfkc", "text normalization: nmt_nfkc or identity")
	maxLen := fs.Int("max-piece-length", 16, "longest piece, in characters")
	quiet := fs.Bool("quiet", false, "no progress lines on stderr")
	rest, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	in = append(in, rest...)
	if len(in) == 0 {
		return usageErrorf("no --in files")
	}
	if *out == "" {
		return usageErrorf("--out is required")
	}
	if *size <= 0 {
		return usageErrorf("--size must be positive, not %d", *size)
	}
	if err := checkOutputs(in, []string{*out}); err != nil {
		return err
	}
	algo := spm.BPE
	switch *typ {
	case "bpe":
	case "unigram":
		algo = spm.Unigram
	default:
		return usageErrorf("--type %q: want bpe or unigram", *typ)
	}
	var sentences []string
	for _, path := range in {
		s, err := readVocabLines(path)
		if err != nil {
			return err
		}
		sentences = append(sentences, s...)
	}
	if len(sentences) == 0 {
		return usageErrorf("no text in %s: every line is blank", strings.Join(in, ", "))
	}
	opts := spm.TrainOptions{
		VocabSize:          *size,
		Algorithm:          algo,
		Normalization:      *norm,
		CharacterCoverage:  *coverage,
		UserDefinedSymbols: user,
		ControlSymbols:     control,
		ByteFallback:       *byteFallback,
		MaxPieceLength:     *maxLen,
	}
	if !*quiet {
		opts.Progress = stderr
	}
	m, err := spm.Train(sentences, opts)
	if err != nil {
		return err
	}
	if err := m.Save(*out); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d pieces (%v) from %d sentences\n", *out, m.Size(), m.Algorithm(), len(sentences))
	return nil
}

// readVocabLines returns the lines of the file at path (gzip-compressed or
// not) without their line endings; blank lines are skipped, and a line that
// is not text (package lines) is an error naming file and line.
func readVocabLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	br := bufio.NewReader(f)
	var r io.Reader = br
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		defer zr.Close()
		r = zr
	}
	all, err := lines.ReadAll(r, path)
	if err != nil {
		return nil, err
	}
	kept := all[:0]
	for _, l := range all {
		if strings.TrimSpace(l) != "" {
			kept = append(kept, l)
		}
	}
	return kept, nil
}
