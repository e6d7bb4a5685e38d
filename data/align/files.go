package align

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/patsimp/patsimp/data/corpus"
	"github.com/patsimp/patsimp/data/uspto"
)

// Report counts what Files did.
type Report struct {
	Files     int `json:"files"`
	Documents int `json:"documents"`
	// Bad counts documents skipped because of an input error (KeepGoing).
	Bad int `json:"bad_documents"`
	// Usable counts documents with both an English abstract and an English
	// Description.
	Usable            int `json:"usable_documents"`
	AbstractSentences int `json:"abstract_sentences"`
	// Single and Stitched count the aligned abstract sentences by the
	// number of Description sentences on the complex side.
	Single   int `json:"single"`
	Stitched int `json:"stitched"`
	// Dropped: pairs whose sides are equal (Copies), whose complex side
	// contains an excluded sentence (Excluded), or that repeat an earlier
	// pair (Duplicates, e.g. a patent in two input files).
	Copies     int `json:"copies"`
	Excluded   int `json:"excluded"`
	Duplicates int `json:"duplicates"`
	Pairs      int `json:"pairs"`
}

// FileOptions configure Files.
type FileOptions struct {
	Align  Options
	Corpus corpus.Options // sentence cleaning (corpus.Clean); Format picks the input format
	// Exclude lists sentences that must not be on the complex side (for
	// example the held-out set, datasets/heldout).
	Exclude map[string]bool
	// KeepGoing skips bad documents and unreadable files, reporting each to
	// OnError, instead of stopping.
	KeepGoing bool
	OnError   func(error)
}

// Files aligns the documents of the patent files at paths (any input of
// data/uspto) in order and calls emit with each kept pair.
func Files(ctx context.Context, paths []string, opt FileOptions, emit func(Pair) error) (*Report, error) {
	if err := opt.Align.Validate(); err != nil {
		return nil, err
	}
	rep := &Report{}
	seen := map[[2]string]bool{}
	skip := func(err error) error {
		if !opt.KeepGoing {
			return err
		}
		if opt.OnError != nil {
			opt.OnError(err)
		}
		return nil
	}
	for _, path := range paths {
		if err := ctx.Err(); err != nil {
			return rep, err
		}
		rep.Files++
		f, err := uspto.Open(path, opt.Corpus.Format)
		if err != nil {
			if err := skip(fmt.Errorf("align: %w", err)); err != nil {
				return rep, err
			}
			continue
		}
		err = alignFile(ctx, f, path, opt, rep, seen, emit, skip)
		f.Close()
		if err != nil {
			return rep, err
		}
	}
	return rep, nil
}

func alignFile(ctx context.Context, f *uspto.File, path string, opt FileOptions, rep *Report, seen map[[2]string]bool,
	emit func(Pair) error, skip func(error) error) error {
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		d, err := f.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		var ue *uspto.Error
		if errors.As(err, &ue) {
			rep.Bad++
			if err := skip(err); err != nil {
				return err
			}
			continue
		}
		if err != nil {
			return err
		}
		rep.Documents++
		doc := Sentences(d, &opt.Corpus)
		if doc.ID == "" {
			doc.ID = fmt.Sprintf("%s:%d", path, d.Line)
		}
		if len(doc.Abstract) == 0 || len(doc.Description) == 0 {
			continue
		}
		rep.Usable++
		rep.AbstractSentences += len(doc.Abstract)
		for _, p := range alignDoc(doc, opt.Align) {
			if len(p.Sentences) == 1 {
				rep.Single++
			} else {
				rep.Stitched++
			}
			switch key := [2]string{p.Complex, p.Simple}; {
			case p.Complex == p.Simple:
				rep.Copies++
			case excluded(doc, p, opt.Exclude):
				rep.Excluded++
			case seen[key]:
				rep.Duplicates++
			default:
				seen[key] = true
				rep.Pairs++
				if err := emit(p); err != nil {
					return err
				}
			}
		}
	}
}

func excluded(doc Document, p Pair, ex map[string]bool) bool {
	if ex[p.Simple] {
		return true
	}
	for _, i := range p.Sentences {
		if ex[doc.Description[i]] {
			return true
		}
	}
	return false
}

// WriteReport prints the counts.
func (r *Report) WriteReport(w io.Writer) error {
	_, err := fmt.Fprintf(w, "inputs: %d files, %d documents (%d bad), %d with an English abstract and Description\n"+
		"abstract sentences: %d; aligned: %d to one Description sentence, %d to 2+ stitched\n"+
		"dropped: %d copies, %d with an excluded sentence, %d duplicates\npairs written: %d\n",
		r.Files, r.Documents+r.Bad, r.Bad, r.Usable, r.AbstractSentences, r.Single, r.Stitched,
		r.Copies, r.Excluded, r.Duplicates, r.Pairs)
	return err
}
