package spm

import (
	"encoding/binary"
	"fmt"
	"strings"
	"unicode/utf8"
)

// spaceSymbol is U+2581 LOWER ONE EIGHTH BLOCK, the piece-internal spelling of
// a space.
const spaceSymbol = "\u2581"

// replacementChar is what malformed UTF-8 normalizes to, one byte at a time.
const replacementChar = "\uFFFD"

// dartsArray is a read-only view of a darts-clone double-array trie, the
// format of the precompiled character map stored in a model's normalizer
// spec. Each unit packs a label, a leaf flag, an offset and (for leaf
// children) a value.
type dartsArray []uint32

func unitHasLeaf(u uint32) bool  { return (u>>8)&1 == 1 }
func unitValue(u uint32) uint32  { return u & (1<<31 - 1) }
func unitLabel(u uint32) uint32  { return u & (1<<31 | 0xFF) }
func unitOffset(u uint32) uint32 { return (u >> 10) << ((u & (1 << 9)) >> 6) }

// longestPrefix returns the value and length of the longest key in the trie
// that is a prefix of s, or length 0 when none is. Indexes outside the array
// (only possible with a corrupt model) end the search.
func (a dartsArray) longestPrefix(s string) (value uint32, length int) {
	if len(a) == 0 {
		return 0, 0
	}
	id := unitOffset(a[0])
	for i := 0; i < len(s); i++ {
		c := uint32(s[i])
		id ^= c
		if int(id) >= len(a) {
			return value, length
		}
		u := a[id]
		if unitLabel(u) != c {
			return value, length
		}
		id ^= unitOffset(u)
		if unitHasLeaf(u) {
			if int(id) >= len(a) {
				return value, length
			}
			value, length = unitValue(a[id]), i+1
		}
	}
	return value, length
}

// charsMap is a decoded precompiled_charsmap: a trie from UTF-8 prefixes to
// offsets of NUL-terminated replacement strings in normalized.
type charsMap struct {
	trie       dartsArray
	normalized string
	// starts[c] reports whether some key begins with byte c; for the other
	// bytes the lookup can be skipped.
	starts [256]bool
}

// parseCharsMap decodes the blob layout written by the SentencePiece
// normalizer compiler: a little-endian uint32 trie size in bytes, the trie
// units, then the replacement strings.
func parseCharsMap(blob []byte) (*charsMap, error) {
	if len(blob) == 0 {
		return nil, nil
	}
	if len(blob) <= 4 {
		return nil, fmt.Errorf("precompiled charsmap: %d bytes is too short", len(blob))
	}
	size := binary.LittleEndian.Uint32(blob)
	if uint64(size) >= uint64(len(blob)) || size%4 != 0 {
		return nil, fmt.Errorf("precompiled charsmap: trie size %d does not fit the %d-byte blob", size, len(blob))
	}
	rest := blob[4:]
	trie := make(dartsArray, size/4)
	for i := range trie {
		trie[i] = binary.LittleEndian.Uint32(rest[4*i:])
	}
	c := &charsMap{trie: trie, normalized: string(rest[size:])}
	if len(trie) > 0 {
		for b := range c.starts {
			id := unitOffset(trie[0]) ^ uint32(b)
			c.starts[b] = int(id) < len(trie) && unitLabel(trie[id]) == uint32(b)
		}
	}
	return c, nil
}

// lookup returns the replacement for the longest mapped prefix of s and the
// number of input bytes it replaces; n is 0 when no prefix is mapped.
func (c *charsMap) lookup(s string) (repl string, n int) {
	if !c.starts[s[0]] {
		return "", 0
	}
	v, n := c.trie.longestPrefix(s)
	if n == 0 {
		return "", 0
	}
	if int(v) >= len(c.normalized) {
		// A corrupt offset: treat the prefix as mapped to nothing.
		return "", n
	}
	r := c.normalized[v:]
	if end := strings.IndexByte(r, 0); end >= 0 {
		r = r[:end]
	}
	return r, n
}

// normalizer implements SentencePiece's text normalization: the character
// map, whitespace cleanup, the dummy prefix and whitespace escaping.
type normalizer struct {
	chars                  *charsMap
	user                   *trie // user-defined symbols, passed through unnormalized
	addDummyPrefix         bool
	removeExtraWhitespaces bool
	escapeWhitespaces      bool
	whitespaceAsSuffix     bool
}

// normalizePrefix normalizes the first unit of s: a user-defined symbol, the
// longest charsmap match, one UTF-8 character, or one malformed byte (which
// becomes U+FFFD). It returns the normalized text and the bytes consumed.
func (n *normalizer) normalizePrefix(s string) (string, int) {
	if n.user != nil {
		if l := n.user.longestPrefix(s); l > 0 {
			return s[:l], l
		}
	}
	if n.chars != nil {
		if r, l := n.chars.lookup(s); l > 0 {
			return r, l
		}
	}
	r, l := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && l == 1 {
		return replacementChar, 1
	}
	return s[:l], l
}

// normalize returns the normalized form of s, as the C++ Normalizer does.
func (n *normalizer) normalize(s string) string {
	if s == "" {
		return ""
	}
	if n.removeExtraWhitespaces {
		for s != "" {
			p, l := n.normalizePrefix(s)
			if p != " " {
				break
			}
			s = s[l:]
		}
	}
	if s == "" {
		return ""
	}
	space := " "
	if n.escapeWhitespaces {
		space = spaceSymbol
	}
	var b strings.Builder
	b.Grow(len(s) * 3 / 2)
	if !n.whitespaceAsSuffix && n.addDummyPrefix {
		b.WriteString(space)
	}
	prevSpace := n.removeExtraWhitespaces
	for s != "" {
		p, l := n.normalizePrefix(s)
		if prevSpace {
			p = strings.TrimLeft(p, " ")
		}
		if p != "" {
			if n.escapeWhitespaces && strings.IndexByte(p, ' ') >= 0 {
				b.WriteString(strings.ReplaceAll(p, " ", spaceSymbol))
			} else {
				b.WriteString(p)
			}
			prevSpace = p[len(p)-1] == ' '
		}
		s = s[l:]
		if !n.removeExtraWhitespaces {
			prevSpace = false
		}
	}
	out := b.String()
	if n.removeExtraWhitespaces {
		for strings.HasSuffix(out, space) {
			out = out[:len(out)-len(space)]
		}
	}
	if n.whitespaceAsSuffix && n.addDummyPrefix {
		out += space
	}
	return out
}
