// Package spm is a pure-Go SentencePiece tokenizer: it loads the .model
// files written by spm_train (unigram and BPE), encodes text to the same ids
// and pieces as the C++ library (normalization, whitespace handling, byte
// fallback, unknown handling and user-defined symbols included), decodes ids
// back to text, pads and truncates batches, maps ids the way Hugging Face's
// PegasusTokenizer does, and trains BPE and unigram models that the C++
// library loads and encodes with exactly as this package does.
//
// A Model is immutable after loading and safe for concurrent use.
package spm

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"

	"github.com/patsimp/patsimp/data/spm/internal/modelpb"
	"github.com/patsimp/patsimp/internal/atomicfile"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
)

// Type is the kind of a vocabulary piece.
type Type int32

// Piece types, with the numbering of sentencepiece_model.proto.
const (
	Normal      Type = 1 // an ordinary subword
	Unknown     Type = 2 // the single <unk> piece
	Control     Type = 3 // <s>, </s>, <pad> and other control symbols; never produced by encoding
	UserDefined Type = 4 // a symbol that always stays one piece, e.g. <LENGTHRATIO_0.95>
	Unused      Type = 5 // kept in the vocabulary but never produced
	Byte        Type = 6 // <0xAB> byte-fallback pieces
)

// String returns the proto name of t.
func (t Type) String() string {
	switch t {
	case Normal:
		return "NORMAL"
	case Unknown:
		return "UNKNOWN"
	case Control:
		return "CONTROL"
	case UserDefined:
		return "USER_DEFINED"
	case Unused:
		return "UNUSED"
	case Byte:
		return "BYTE"
	}
	return fmt.Sprintf("Type(%d)", int32(t))
}

// Algorithm is the segmentation algorithm of a model.
type Algorithm int32

// Segmentation algorithms, with the numbering of sentencepiece_model.proto.
// Only Unigram and BPE models can be loaded.
const (
	Unigram Algorithm = 1
	BPE     Algorithm = 2
)

// String returns "unigram" or "bpe".
func (a Algorithm) String() string {
	switch a {
	case Unigram:
		return "unigram"
	case BPE:
		return "bpe"
	}
	return fmt.Sprintf("Algorithm(%d)", int32(a))
}

type pieceInfo struct {
	piece    string
	score    float32
	typ      Type
	shadowed bool // a NORMAL/USER_DEFINED/UNUSED piece spelled like a reserved one
}

// Model is a loaded SentencePiece model.
type Model struct {
	proto *modelpb.ModelProto

	algo         Algorithm
	pieces       []pieceInfo
	normalPieces map[string]int32 // NORMAL, USER_DEFINED and UNUSED pieces
	reserved     map[string]int32 // CONTROL, UNKNOWN and BYTE pieces
	unkID        int
	byteFallback bool
	bytePieces   [256]int32
	unkSurface   string

	norm        normalizer
	pieceTrie   *trie // NORMAL, USER_DEFINED and UNUSED pieces
	userSymbols *trie // USER_DEFINED pieces; nil when there are none
	minScore    float32
	maxScore    float32
}

// Load reads and parses the .model file at path.
func Load(path string) (*Model, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("spm: %w", err)
	}
	m, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("spm: %s: %w", path, err)
	}
	return m, nil
}

// Read parses a model from r.
func Read(r io.Reader) (*Model, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("spm: reading model: %w", err)
	}
	return Parse(data)
}

// Parse parses the serialized ModelProto in data, validating it as the C++
// library does when it loads a model.
func Parse(data []byte) (*Model, error) {
	var mp modelpb.ModelProto
	if err := proto.Unmarshal(data, &mp); err != nil {
		if off, field, werr := firstBadField(data); werr != nil {
			return nil, fmt.Errorf("parsing model proto: field %d at byte %d: %w", field, off, werr)
		}
		return nil, fmt.Errorf("parsing model proto: %w", err)
	}
	return newModel(&mp)
}

// firstBadField walks the top-level fields of a serialized message and
// returns the byte offset and number of the first one that is malformed,
// or a nil error when the framing is sound (the problem is then nested).
func firstBadField(data []byte) (offset int, field protowire.Number, err error) {
	for off := 0; off < len(data); {
		num, typ, n := protowire.ConsumeTag(data[off:])
		if n < 0 {
			return off, 0, protowire.ParseError(n)
		}
		m := protowire.ConsumeFieldValue(num, typ, data[off+n:])
		if m < 0 {
			return off, num, protowire.ParseError(m)
		}
		off += n + m
	}
	return 0, 0, nil
}

func newModel(mp *modelpb.ModelProto) (*Model, error) {
	ts := mp.GetTrainerSpec()
	ns := mp.GetNormalizerSpec()
	m := &Model{
		proto:        mp,
		algo:         Algorithm(ts.GetModelType()),
		normalPieces: make(map[string]int32, len(mp.GetPieces())),
		reserved:     map[string]int32{},
		unkID:        -1,
		byteFallback: ts.GetByteFallback(),
		unkSurface:   ts.GetUnkSurface(),
		minScore:     math.MaxFloat32,
		maxScore:     0x1p-126, // FLT_MIN, the initial value in the C++ library
	}
	if m.algo != Unigram && m.algo != BPE {
		return nil, fmt.Errorf("model type %v is not supported (only unigram and bpe)", ts.GetModelType())
	}
	if len(mp.GetPieces()) == 0 {
		return nil, errors.New("model has no pieces")
	}
	if len(mp.GetPieces()) > math.MaxInt32 {
		return nil, errors.New("model has too many pieces")
	}
	for i := range m.bytePieces {
		m.bytePieces[i] = -1
	}
	var userSyms []string
	m.pieces = make([]pieceInfo, len(mp.GetPieces()))
	for i, sp := range mp.GetPieces() {
		p := pieceInfo{piece: sp.GetPiece(), score: sp.GetScore(), typ: Type(sp.GetType())}
		if p.piece == "" {
			return nil, fmt.Errorf("piece %d is empty", i)
		}
		if p.typ < Normal || p.typ > Byte {
			return nil, fmt.Errorf("piece %d (%q) has unknown type %d", i, p.piece, p.typ)
		}
		m.pieces[i] = p
		dict := m.reserved
		if p.typ == Normal || p.typ == UserDefined || p.typ == Unused {
			dict = m.normalPieces
		}
		if _, dup := dict[p.piece]; dup {
			return nil, fmt.Errorf("piece %d (%q) is already defined", i, p.piece)
		}
		dict[p.piece] = int32(i)
		switch p.typ {
		case UserDefined:
			userSyms = append(userSyms, p.piece)
		case Unknown:
			if m.unkID >= 0 {
				return nil, fmt.Errorf("piece %d (%q): unk is already defined", i, p.piece)
			}
			m.unkID = i
		case Byte:
			if !m.byteFallback {
				return nil, fmt.Errorf("piece %d (%q) is a byte piece although byte_fallback is false", i, p.piece)
			}
			b, ok := pieceToByte(p.piece)
			if !ok {
				return nil, fmt.Errorf("piece %d (%q) is not a valid byte piece", i, p.piece)
			}
			m.bytePieces[b] = int32(i)
		case Normal:
			m.minScore = min(m.minScore, p.score)
			m.maxScore = max(m.maxScore, p.score)
		}
	}
	if m.unkID < 0 {
		return nil, errors.New("unk is not defined")
	}
	if m.byteFallback {
		for b, id := range m.bytePieces {
			if id < 0 {
				return nil, fmt.Errorf("byte_fallback is set but byte piece <0x%02X> is missing", b)
			}
		}
	}
	if len(userSyms) > 0 {
		vals := make([]int32, len(userSyms))
		m.userSymbols = buildTrie(userSyms, vals)
	}
	keys := make([]string, 0, len(m.normalPieces))
	vals := make([]int32, 0, len(m.normalPieces))
	for i, p := range m.pieces {
		if p.typ == Normal || p.typ == UserDefined || p.typ == Unused {
			keys = append(keys, p.piece)
			vals = append(vals, int32(i))
			_, m.pieces[i].shadowed = m.reserved[p.piece]
		}
	}
	m.pieceTrie = buildTrie(keys, vals)
	chars, err := parseCharsMap(ns.GetPrecompiledCharsmap())
	if err != nil {
		return nil, fmt.Errorf("normalizer: %w", err)
	}
	if ns.GetNormalizationRuleTsv() != "" && chars == nil {
		return nil, errors.New("normalizer: normalization_rule_tsv models are not supported; compile the rules with spm_train")
	}
	m.norm = normalizer{
		chars:                  chars,
		user:                   m.userSymbols,
		addDummyPrefix:         ns.GetAddDummyPrefix(),
		removeExtraWhitespaces: ns.GetRemoveExtraWhitespaces(),
		escapeWhitespaces:      ns.GetEscapeWhitespaces(),
		whitespaceAsSuffix:     ts.GetTreatWhitespaceAsSuffix(),
	}
	return m, nil
}

// pieceToByte parses a byte piece "<0xAB>".
func pieceToByte(p string) (byte, bool) {
	const hex = "0123456789ABCDEF"
	if len(p) != 6 || p[:3] != "<0x" || p[5] != '>' {
		return 0, false
	}
	hi, lo := -1, -1
	for i := 0; i < 16; i++ {
		if p[3] == hex[i] {
			hi = i
		}
		if p[4] == hex[i] {
			lo = i
		}
	}
	if hi < 0 || lo < 0 {
		return 0, false
	}
	return byte(hi<<4 | lo), true
}

// byteToPiece returns the byte piece "<0xAB>" for b.
func byteToPiece(b byte) string {
	return fmt.Sprintf("<0x%02X>", b)
}

// Size returns the number of pieces in the vocabulary.
func (m *Model) Size() int { return len(m.pieces) }

// Algorithm returns the model's segmentation algorithm.
func (m *Model) Algorithm() Algorithm { return m.algo }

// PieceToID returns the id of piece, or the unknown id when the vocabulary
// lacks it.
func (m *Model) PieceToID(piece string) int {
	if id, ok := m.reserved[piece]; ok {
		return int(id)
	}
	if id, ok := m.normalPieces[piece]; ok {
		return int(id)
	}
	return m.unkID
}

// IDToPiece returns the piece with id, or "" when id is out of range.
func (m *Model) IDToPiece(id int) string {
	if id < 0 || id >= len(m.pieces) {
		return ""
	}
	return m.pieces[id].piece
}

// Score returns the score of piece id (0 when id is out of range).
func (m *Model) Score(id int) float32 {
	if id < 0 || id >= len(m.pieces) {
		return 0
	}
	return m.pieces[id].score
}

// PieceType returns the type of piece id (0 when id is out of range).
func (m *Model) PieceType(id int) Type {
	if id < 0 || id >= len(m.pieces) {
		return 0
	}
	return m.pieces[id].typ
}

// UnkID returns the id of the unknown piece.
func (m *Model) UnkID() int { return m.unkID }

// controlID returns the id of a CONTROL piece named by the trainer spec, or -1.
func (m *Model) controlID(piece string) int {
	if id, ok := m.reserved[piece]; ok && m.pieces[id].typ == Control {
		return int(id)
	}
	return -1
}

// BOSID returns the id of the beginning-of-sentence piece, or -1 if the model
// has none.
func (m *Model) BOSID() int { return m.controlID(m.proto.GetTrainerSpec().GetBosPiece()) }

// EOSID returns the id of the end-of-sentence piece, or -1 if the model has
// none.
func (m *Model) EOSID() int { return m.controlID(m.proto.GetTrainerSpec().GetEosPiece()) }

// PadID returns the id of the padding piece, or -1 if the model has none.
func (m *Model) PadID() int { return m.controlID(m.proto.GetTrainerSpec().GetPadPiece()) }

// Marshal serializes the model in the .model format. Fields this package
// does not interpret are preserved from the parsed input.
func (m *Model) Marshal() ([]byte, error) {
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(m.proto)
	if err != nil {
		return nil, fmt.Errorf("spm: marshaling model: %w", err)
	}
	return b, nil
}

// Save writes the model to path atomically.
func (m *Model) Save(path string) error {
	b, err := m.Marshal()
	if err != nil {
		return err
	}
	if err := atomicfile.Write(path, 0o644, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	}); err != nil {
		return fmt.Errorf("spm: saving model: %w", err)
	}
	return nil
}
