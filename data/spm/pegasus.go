package spm

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Pegasus special ids, as Hugging Face's PegasusTokenizer assigns them.
const (
	PegasusPadID      = 0   // <pad>
	PegasusEOSID      = 1   // </s>
	PegasusMaskSentID = 2   // <mask_1>, the masked-sentence token
	PegasusMaskID     = 3   // <mask_2>, the masked-token token
	PegasusOffset     = 103 // SentencePiece id i is Pegasus id i+PegasusOffset
)

// PegasusTokenizer maps text to Pegasus ids as Hugging Face's (slow)
// PegasusTokenizer does (transformers 4.29): ids 0-104 are <pad>, </s>,
// <mask_1>, <mask_2> and <unk_2>..<unk_102>; every SentencePiece id is
// shifted by PegasusOffset (so <unk> is 105 for the usual spiece.model);
// encoding appends </s>; special tokens spelled in the text stay single ids.
type PegasusTokenizer struct {
	m         *Model
	specials  []string       // by id, 0..PegasusOffset+1
	specialID map[string]int // special token -> id, <unk> included
	splitter  *trie          // special tokens, for splitting text
}

// NewPegasusTokenizer returns a Pegasus tokenizer over the spiece.model m.
func NewPegasusTokenizer(m *Model) *PegasusTokenizer {
	t := &PegasusTokenizer{m: m, specialID: map[string]int{}}
	// HF numbers <unk_2>..<unk_102> from 4, so the special ids run to 104
	// and hide SentencePiece ids 0 and 1 (<pad> and </s> in spiece.model).
	t.specials = make([]string, PegasusOffset+2)
	t.specials[PegasusPadID] = "<pad>"
	t.specials[PegasusEOSID] = "</s>"
	t.specials[PegasusMaskSentID] = "<mask_1>"
	t.specials[PegasusMaskID] = "<mask_2>"
	for i := 4; i < len(t.specials); i++ {
		t.specials[i] = fmt.Sprintf("<unk_%d>", i-2)
	}
	for id, s := range t.specials {
		t.specialID[s] = id
	}
	unk := m.IDToPiece(m.UnkID())
	t.specialID[unk] = m.UnkID() + PegasusOffset
	keys := make([]string, 0, len(t.specialID))
	vals := make([]int32, 0, len(t.specialID))
	for s, id := range t.specialID {
		keys = append(keys, s)
		vals = append(vals, int32(id))
	}
	t.splitter = buildTrie(keys, vals)
	return t
}

// Model returns the underlying SentencePiece model.
func (t *PegasusTokenizer) Model() *Model { return t.m }

// VocabSize returns the number of Pegasus ids: the pieces plus the offset.
func (t *PegasusTokenizer) VocabSize() int { return t.m.Size() + PegasusOffset }

// UnkID returns the Pegasus id of <unk>.
func (t *PegasusTokenizer) UnkID() int { return t.m.UnkID() + PegasusOffset }

// TokenToID returns the Pegasus id of a token: a special token's fixed id,
// or the SentencePiece id of the piece plus the offset (<unk>'s when the
// vocabulary lacks it).
func (t *PegasusTokenizer) TokenToID(token string) int {
	if id, ok := t.specialID[token]; ok {
		return id
	}
	return t.m.PieceToID(token) + PegasusOffset
}

// IDToToken returns the token of a Pegasus id, or "" when id is out of
// range.
func (t *PegasusTokenizer) IDToToken(id int) string {
	if id >= 0 && id < len(t.specials) {
		return t.specials[id]
	}
	return t.m.IDToPiece(id - PegasusOffset)
}

// isSpecialID reports whether id is one of HF's all_special_ids: <pad>,
// </s>, the masks, <unk_2>..<unk_102> and <unk>.
func (t *PegasusTokenizer) isSpecialID(id int) bool {
	return (id >= 0 && id < len(t.specials)) || id == t.UnkID()
}

// isPySpace reports whether Python's str.isspace holds for r.
func isPySpace(r rune) bool { return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) }

// Encode returns the Pegasus ids of text with </s> appended. Special tokens
// written in the text (e.g. "<mask_1>") become their ids and swallow the
// whitespace around them, as the slow HF tokenizer does.
func (t *PegasusTokenizer) Encode(text string) []int {
	ids := t.encodeNoEOS(text)
	return append(ids, PegasusEOSID)
}

// encodeNoEOS splits text on special tokens (leftmost, then longest match)
// and encodes the chunks between them with the SentencePiece model.
func (t *PegasusTokenizer) encodeNoEOS(text string) []int {
	var ids []int
	chunk := func(s string) {
		if s == "" {
			return
		}
		for _, id := range t.m.Encode(s) {
			ids = append(ids, id+PegasusOffset)
		}
	}
	start := 0
	stripLeft := false
	for i := 0; i < len(text); {
		l := t.splitter.longestPrefix(text[i:])
		if l == 0 {
			_, n := utf8.DecodeRuneInString(text[i:])
			i += n
			continue
		}
		before := text[start:i]
		if stripLeft {
			before = strings.TrimLeftFunc(before, isPySpace)
		}
		chunk(strings.TrimRightFunc(before, isPySpace))
		ids = append(ids, t.specialID[text[i:i+l]])
		i += l
		start = i
		stripLeft = true
	}
	rest := text[start:]
	if stripLeft {
		rest = strings.TrimLeftFunc(rest, isPySpace)
	}
	chunk(rest)
	if ids == nil {
		ids = []int{}
	}
	return ids
}

// EncodeBatch encodes texts with </s> appended, truncated to opts.MaxLen
// (keeping </s>) and padded with <pad>, like HF's tokenizer called with
// padding="longest", truncation=True, max_length=MaxLen. opts.AddEOS and
// opts.PadID are ignored: Pegasus always appends </s> and pads with 0.
func (t *PegasusTokenizer) EncodeBatch(texts []string, opts BatchOptions) Batch {
	seqs := make([][]int, len(texts))
	for i, s := range texts {
		seqs[i] = t.encodeNoEOS(s)
	}
	opts.PadID = PegasusPadID
	return makeBatch(seqs, PegasusEOSID, opts)
}

// Decode returns the text of Pegasus ids as HF's decode does with
// clean_up_tokenization_spaces=True: with skipSpecial, special ids (pad,
// eos, masks, <unk_N> and <unk>) are dropped; otherwise they are written
// out verbatim. Runs of ordinary pieces are decoded by the SentencePiece
// model, the result is trimmed and spaces before punctuation and English
// contractions are removed.
func (t *PegasusTokenizer) Decode(ids []int, skipSpecial bool) string {
	var out strings.Builder
	var run []string
	flush := func() {
		out.WriteString(t.m.DecodePieces(run))
		run = run[:0]
	}
	for _, id := range ids {
		if skipSpecial && t.isSpecialID(id) {
			continue
		}
		tok := t.IDToToken(id)
		if _, special := t.specialID[tok]; special {
			flush()
			out.WriteString(tok)
			continue
		}
		run = append(run, tok)
	}
	flush()
	return cleanUpTokenization(strings.TrimFunc(out.String(), isPySpace))
}

// cleanUpTokenization removes the spaces HF's clean_up_tokenization
// removes, applying its replacements one after another in the same order.
func cleanUpTokenization(s string) string {
	for _, r := range [...][2]string{
		{" .", "."}, {" ?", "?"}, {" !", "!"}, {" ,", ","}, {" ' ", "'"},
		{" n't", "n't"}, {" 'm", "'m"}, {" 's", "'s"}, {" 've", "'ve"}, {" 're", "'re"},
	} {
		s = strings.ReplaceAll(s, r[0], r[1])
	}
	return s
}
