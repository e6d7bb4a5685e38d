package spm

import "strings"

// Decode returns the text of ids, as the C++ DecodeIds does: control pieces
// vanish, the unknown piece becomes the model's unk surface (" ⁇ " by
// default), runs of byte pieces are reassembled into UTF-8 (malformed bytes
// become U+FFFD), U+2581 becomes a space and the dummy-prefix space of the
// first piece is dropped. Ids outside the vocabulary decode like the
// unknown piece.
func (m *Model) Decode(ids []int) string {
	pieces := make([]string, len(ids))
	for i, id := range ids {
		if id < 0 || id >= len(m.pieces) {
			id = m.unkID
		}
		pieces[i] = m.pieces[id].piece
	}
	return m.DecodePieces(pieces)
}

// DecodePieces returns the text of pieces; see Decode. A piece missing from
// the vocabulary is treated as unknown and copied through unchanged.
func (m *Model) DecodePieces(pieces []string) string {
	var b strings.Builder
	var bytes []byte
	flushBytes := func() {
		for len(bytes) > 0 {
			l, ok := validUTF8Prefix(string(bytes))
			if ok {
				b.Write(bytes[:l])
			} else {
				b.WriteString(replacementChar)
			}
			bytes = bytes[l:]
		}
	}
	for _, p := range pieces {
		id := m.PieceToID(p)
		if m.pieces[id].typ == Byte {
			c, _ := pieceToByte(p)
			bytes = append(bytes, c)
			continue
		}
		flushBytes()
		bos := b.Len() == 0
		b.WriteString(m.decodePiece(p, id, bos))
	}
	flushBytes()
	return b.String()
}

// decodePiece returns the surface of one non-byte piece.
func (m *Model) decodePiece(p string, id int, bos bool) string {
	switch m.pieces[id].typ {
	case Control:
		return ""
	case Unknown:
		if m.pieces[id].piece == p {
			return m.unkSurface
		}
		return p
	}
	if bos && m.norm.addDummyPrefix {
		p = strings.TrimPrefix(p, spaceSymbol)
	}
	return strings.ReplaceAll(p, spaceSymbol, " ")
}
