package access

import (
	"fmt"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/spm"
)

// Vocab maps text to model ids: a SentencePiece model for the sentences,
// plus one id per control token. Control tokens that the SentencePiece model
// has as pieces (user-defined symbols, as ACCESS trains it) use those ids;
// the others, and a padding id when the model has none, are appended after
// the SentencePiece vocabulary, so every control token is one item.
type Vocab struct {
	sp       *spm.Model
	ctrl     map[string]int32
	size     int
	pad      int32
	bos, eos int32
}

// NewVocab builds the vocabulary for sp and the control tokens of features
// (all four when features is nil). sp must have an end-of-sentence piece.
func NewVocab(sp *spm.Model, features []controls.Feature) (*Vocab, error) {
	if features == nil {
		features = controls.All
	}
	eos := sp.EOSID()
	if eos < 0 {
		return nil, fmt.Errorf("access: SentencePiece model has no end-of-sentence piece")
	}
	v := &Vocab{sp: sp, ctrl: map[string]int32{}, size: sp.Size(), eos: int32(eos)}
	for _, tok := range controls.VocabularyTokens(features) {
		if id := sp.PieceToID(tok); id != sp.UnkID() && sp.PieceType(id) == spm.UserDefined {
			v.ctrl[tok] = int32(id)
			continue
		}
		v.ctrl[tok] = int32(v.size)
		v.size++
	}
	if p := sp.PadID(); p >= 0 {
		v.pad = int32(p)
	} else {
		v.pad = int32(v.size)
		v.size++
	}
	v.bos = v.eos // fairseq starts decoding with EOS
	if b := sp.BOSID(); b >= 0 {
		v.bos = int32(b)
	}
	return v, nil
}

// Size returns the number of ids: SentencePiece pieces and additions.
func (v *Vocab) Size() int { return v.size }

// PadID returns the padding id.
func (v *Vocab) PadID() int32 { return v.pad }

// BOSID returns the decoder start id (the SentencePiece BOS, else EOS).
func (v *Vocab) BOSID() int32 { return v.bos }

// EOSID returns the id that ends every source and target.
func (v *Vocab) EOSID() int32 { return v.eos }

// Configure copies the vocabulary size and special ids into cfg.
func (v *Vocab) Configure(cfg *Config) {
	cfg.SrcVocabSize, cfg.TgtVocabSize = v.size, v.size
	cfg.PadID, cfg.BOSID, cfg.EOSID = v.pad, v.bos, v.eos
}

// EncodeSource returns the control tokens of vals, the pieces of complex
// and EOS.
func (v *Vocab) EncodeSource(vals controls.Values, complex string) ([]int32, error) {
	toks := vals.Tokens()
	out := make([]int32, 0, len(toks)+len(complex)/3+1)
	for _, t := range toks {
		id, ok := v.ctrl[t]
		if !ok {
			return nil, fmt.Errorf("access: control token %s is not in the vocabulary", t)
		}
		out = append(out, id)
	}
	for _, id := range v.sp.Encode(complex) {
		out = append(out, int32(id))
	}
	return append(out, v.eos), nil
}

// EncodeTarget returns the pieces of simple and EOS.
func (v *Vocab) EncodeTarget(simple string) []int32 {
	ids := v.sp.Encode(simple)
	out := make([]int32, 0, len(ids)+1)
	for _, id := range ids {
		out = append(out, int32(id))
	}
	return append(out, v.eos)
}

// Decode returns the text of generated ids, dropping special and control
// ids.
func (v *Vocab) Decode(ids []int32) string {
	keep := make([]int, 0, len(ids))
	for _, id := range ids {
		if id == v.pad || id == v.bos || id == v.eos || int(id) >= v.sp.Size() || id < 0 {
			continue
		}
		if v.sp.PieceType(int(id)) == spm.UserDefined {
			if _, _, err := controls.ParseToken(v.sp.IDToPiece(int(id))); err == nil {
				continue
			}
		}
		keep = append(keep, int(id))
	}
	return v.sp.Decode(keep)
}
