// Package corpus turns USPTO full-text files into the cleaned Description
// sentence corpus of the paper's preprocessing (Casola et al. 2023, §3.1):
// sentence splitting, a 5–55 token length filter, a 60% alphabetic
// character filter, removal of figure and part references, white-space
// normalisation and de-duplication, with a count of what each step kept and
// removed.
//
// Process streams sentences to a callback; Build writes them to files
// incrementally and resumes after an interruption.
package corpus

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"path/filepath"
	"strings"

	"github.com/patsimp/patsimp/data/uspto"
)

// Options configure Process. The zero value uses the paper's thresholds.
type Options struct {
	// MinTokens and MaxTokens bound the sentence length in tokens (see
	// Tokens); 0 means the defaults 5 and 55.
	MinTokens, MaxTokens int
	// MinAlpha is the minimum fraction of letters among the non-space
	// characters; 0 means the default 0.6, a negative value disables the
	// filter.
	MinAlpha float64
	// Format forces the input format; uspto.FormatAuto detects it per file.
	Format uspto.Format
	// KeepGoing skips bad documents and unreadable files, reporting each to
	// OnError, instead of stopping at the first error.
	KeepGoing bool
	// OnError receives the errors skipped with KeepGoing.
	OnError func(error)
	// Progress, if set, is called with the number of input bytes consumed
	// (compressed bytes for gzip files) after each document.
	Progress func(n int64)
	// Start resumes an interrupted run: inputs before Start.Input are
	// skipped, and so are the first Start.Documents documents of that input.
	Start Position
	// Seen holds the sentences already emitted (for resuming); nil starts
	// with an empty set.
	Seen *Seen
	// Checkpoint, if set, is called after every document with the position
	// reached and the report so far. An error from it stops Process.
	Checkpoint func(pos Position, rep *Report) error
}

func (o *Options) defaults() {
	if o.MinTokens == 0 {
		o.MinTokens = 5
	}
	if o.MaxTokens == 0 {
		o.MaxTokens = 55
	}
	if o.MinAlpha == 0 {
		o.MinAlpha = 0.6
	}
}

// Position is a point in the input list: the index of an input and the
// number of its documents (XML documents, BRS documents or text lines)
// already processed.
type Position struct {
	Input     int `json:"input"`
	Documents int `json:"documents"`
}

// Sentence is one cleaned sentence and where it comes from.
type Sentence struct {
	Text   string
	Patent string // publication number, e.g. "US06836899"; empty for text input
	Kind   string // publication kind, e.g. "B1"
	File   string // input path
	Line   int    // line of the document's start in the input
	// Paragraph and Index number the paragraph within the Description and
	// the sentence within the paragraph, from 0.
	Paragraph, Index int
}

// Report counts what each step of Process kept and removed. Every split
// sentence ends in exactly one of the removal counters or in Kept.
type Report struct {
	Files          int `json:"files"`
	FilesFailed    int `json:"files_failed"`
	Documents      int `json:"documents"`
	DocumentsBad   int `json:"documents_bad"`   // skipped: malformed, truncated, not UTF-8
	DocumentsEmpty int `json:"documents_empty"` // no Description (sequence listings, ...)
	Paragraphs     int `json:"paragraphs"`
	Sentences      int `json:"sentences"` // after sentence splitting

	Omitted        int `json:"omitted"`          // removed: contained a table, formula or image
	TooShort       int `json:"too_short"`        // removed: fewer than MinTokens tokens
	TooLong        int `json:"too_long"`         // removed: more than MaxTokens tokens
	LowAlpha       int `json:"low_alpha"`        // removed: letters below MinAlpha
	RefsChanged    int `json:"refs_changed"`     // kept, changed by reference removal
	ShortAfterRefs int `json:"short_after_refs"` // removed: below MinTokens after reference removal
	Duplicates     int `json:"duplicates"`       // removed: seen before
	Kept           int `json:"kept"`

	PerFile []FileReport `json:"per_file"`
}

// FileReport counts one input.
type FileReport struct {
	Path      string `json:"path"`
	Format    string `json:"format"` // "xml", "brs", "text", with "/gzip"; "auto/zip" for archives
	Documents int    `json:"documents"`
	Sentences int    `json:"sentences"`
	Kept      int    `json:"kept"`
	Errors    int    `json:"errors"`
}

// Seen is a set of sentences, kept as 64-bit FNV-1a hashes (8 bytes per
// sentence).
type Seen struct{ m map[uint64]struct{} }

// NewSeen returns an empty set.
func NewSeen() *Seen { return &Seen{m: make(map[uint64]struct{})} }

// Add adds s and reports whether it was new.
func (s *Seen) Add(text string) bool {
	h := fnv.New64a()
	io.WriteString(h, text)
	k := h.Sum64()
	if _, ok := s.m[k]; ok {
		return false
	}
	s.m[k] = struct{}{}
	return true
}

// Len returns the number of sentences in the set.
func (s *Seen) Len() int { return len(s.m) }

// Process reads the inputs in order and calls emit for every sentence that
// passes all steps, in input order. It stops at the first error unless
// opt.KeepGoing is set, in which case bad documents and unreadable files
// are skipped and reported to opt.OnError; errors from emit and
// opt.Checkpoint and context cancellation always stop it.
func Process(ctx context.Context, inputs []string, opt Options, emit func(Sentence) error) (*Report, error) {
	opt.defaults()
	if opt.Seen == nil {
		opt.Seen = NewSeen()
	}
	rep := &Report{}
	for i := opt.Start.Input; i < len(inputs); i++ {
		skip := 0
		if i == opt.Start.Input {
			skip = opt.Start.Documents
		}
		err := processFile(ctx, inputs[i], i, skip, &opt, rep, emit)
		if err == nil {
			continue
		}
		var fe *fileError
		if errors.As(err, &fe) && opt.KeepGoing {
			rep.FilesFailed++
			if opt.OnError != nil {
				opt.OnError(fe.err)
			}
			continue
		}
		if errors.As(err, &fe) {
			return rep, fe.err
		}
		return rep, err
	}
	return rep, nil
}

// fileError marks an input error that --keep-going may skip.
type fileError struct{ err error }

func (e *fileError) Error() string { return e.err.Error() }

func processFile(ctx context.Context, path string, index, skip int, opt *Options, rep *Report, emit func(Sentence) error) error {
	rep.Files++
	f, err := uspto.Open(path, opt.Format)
	if err != nil {
		rep.PerFile = append(rep.PerFile, FileReport{Path: path, Errors: 1})
		return &fileError{fmt.Errorf("opening input: %w", err)}
	}
	defer f.Close()
	format := f.Format.String()
	if f.Compression != "" {
		format += "/" + f.Compression
	}
	rep.PerFile = append(rep.PerFile, FileReport{Path: path, Format: format})
	fr := &rep.PerFile[len(rep.PerFile)-1]
	var consumed int64
	docs := 0
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		doc, err := f.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		var ue *uspto.Error
		if err != nil && !errors.As(err, &ue) {
			fr.Errors++
			return &fileError{err}
		}
		// A bad document, which the reader skipped, still counts as a
		// position so that a resumed run skips it too.
		docs++
		if docs <= skip {
			continue
		}
		if err != nil {
			fr.Errors++
			rep.DocumentsBad++
			if !opt.KeepGoing {
				return &fileError{err}
			}
			if opt.OnError != nil {
				opt.OnError(err)
			}
			continue
		}
		rep.Documents++
		fr.Documents++
		if err := processDocument(path, doc, opt, rep, fr, emit); err != nil {
			return err
		}
		if opt.Progress != nil {
			n := f.BytesRead()
			opt.Progress(n - consumed)
			consumed = n
		}
		if opt.Checkpoint != nil {
			if err := opt.Checkpoint(Position{Input: index, Documents: docs}, rep); err != nil {
				return fmt.Errorf("checkpoint: %w", err)
			}
		}
	}
	if opt.Progress != nil {
		opt.Progress(f.BytesRead() - consumed)
	}
	if opt.Checkpoint != nil {
		if err := opt.Checkpoint(Position{Input: index + 1}, rep); err != nil {
			return fmt.Errorf("checkpoint: %w", err)
		}
	}
	return nil
}

func processDocument(path string, doc *uspto.Document, opt *Options, rep *Report, fr *FileReport, emit func(Sentence) error) error {
	if len(doc.Paragraphs) == 0 {
		rep.DocumentsEmpty++
		return nil
	}
	for pi, para := range doc.Paragraphs {
		rep.Paragraphs++
		var sents []string
		if doc.Sentences {
			sents = []string{para}
		} else {
			sents = Split(NormalizeSpace(para))
		}
		for si, raw := range sents {
			rep.Sentences++
			fr.Sentences++
			text, ok := Clean(raw, opt, rep)
			if !ok {
				continue
			}
			if !opt.Seen.Add(text) {
				rep.Duplicates++
				continue
			}
			rep.Kept++
			fr.Kept++
			s := Sentence{Text: text, Patent: doc.Number, Kind: doc.Kind, File: path,
				Line: doc.Line, Paragraph: pi, Index: si}
			if err := emit(s); err != nil {
				return err
			}
		}
	}
	return nil
}

// Clean applies the filters and reference removal of Process to one split
// sentence and reports whether it is kept. rep, if not nil, counts the
// step that removed it.
func Clean(sentence string, opt *Options, rep *Report) (string, bool) {
	o := *opt
	o.defaults()
	if rep == nil {
		rep = &Report{}
	}
	s := NormalizeSpace(sentence)
	if strings.Contains(s, uspto.Omitted) {
		rep.Omitted++
		return "", false
	}
	n := Tokens(s)
	if n < o.MinTokens {
		rep.TooShort++
		return "", false
	}
	if n > o.MaxTokens {
		rep.TooLong++
		return "", false
	}
	if o.MinAlpha > 0 && AlphaRatio(s) < o.MinAlpha {
		rep.LowAlpha++
		return "", false
	}
	c := RemoveReferences(s)
	if c != s {
		rep.RefsChanged++
	}
	if Tokens(c) < o.MinTokens {
		rep.ShortAfterRefs++
		return "", false
	}
	return c, true
}

// WriteReport prints the per-step counts in the manner of the paper.
func (r *Report) WriteReport(w io.Writer) error {
	removed := func(n int) string { return fmt.Sprintf("-%d", n) }
	after := r.Sentences
	var b strings.Builder
	fmt.Fprintf(&b, "inputs: %d files (%d failed), %d documents (%d bad, %d without description), %d paragraphs\n",
		r.Files, r.FilesFailed, r.Documents+r.DocumentsBad, r.DocumentsBad, r.DocumentsEmpty, r.Paragraphs)
	fmt.Fprintf(&b, "%-40s %10s %10s\n", "step", "removed", "remaining")
	fmt.Fprintf(&b, "%-40s %10s %10d\n", "sentence splitting", "", after)
	step := func(name string, n int) {
		after -= n
		fmt.Fprintf(&b, "%-40s %10s %10d\n", name, removed(n), after)
	}
	step("table/formula/image inside", r.Omitted)
	step("fewer than min tokens", r.TooShort)
	step("more than max tokens", r.TooLong)
	step("alphabetic ratio below min", r.LowAlpha)
	fmt.Fprintf(&b, "%-40s %10s %10d\n", fmt.Sprintf("reference removal (%d changed)", r.RefsChanged), "", after)
	step("fewer than min tokens after removal", r.ShortAfterRefs)
	step("duplicates", r.Duplicates)
	fmt.Fprintf(&b, "%-40s %10s %10d\n", "kept", "", r.Kept)
	for _, f := range r.PerFile {
		fmt.Fprintf(&b, "  %s [%s]: %d documents, %d sentences, %d kept, %d errors\n",
			filepath.Base(f.Path), f.Format, f.Documents, f.Sentences, f.Kept, f.Errors)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
