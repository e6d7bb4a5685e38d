package spm

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// pegasusFixture is tokenizer_fixtures.json, written with HF transformers
// 4.29.2 and sentencepiece 0.1.97 (see testdata/spm/README.md).
type pegasusFixture struct {
	VocabSize int `json:"vocab_size"`
	Offset    int `json:"offset"`
	Special   map[string][2]any
	First110  []string `json:"first_110_tokens"`
	Encode    []struct {
		Text              string   `json:"text"`
		InputIDs          []int    `json:"input_ids"`
		Tokens            []string `json:"tokens"`
		Decode            string   `json:"decode"`
		DecodeSkipSpecial string   `json:"decode_skip_special"`
		SPPieces          []string `json:"sp_pieces"`
	} `json:"encode"`
	Batch struct {
		Texts         []string `json:"texts"`
		InputIDs      [][]int  `json:"input_ids"`
		AttentionMask [][]int  `json:"attention_mask"`
	} `json:"batch_padding_longest_truncation_16"`
}

func loadPegasus(t *testing.T) (*PegasusTokenizer, pegasusFixture) {
	t.Helper()
	dir := filepath.Join(fixtureDir, "pegasus")
	m := loadFixtureModelPath(t, filepath.Join(dir, "spiece.model.gz"))
	data, err := os.ReadFile(filepath.Join(dir, "tokenizer_fixtures.json"))
	if err != nil {
		t.Fatal(err)
	}
	var fx pegasusFixture
	if err := json.Unmarshal(data, &fx); err != nil {
		t.Fatal(err)
	}
	return NewPegasusTokenizer(m), fx
}

func TestPegasusVocabulary(t *testing.T) {
	tok, fx := loadPegasus(t)
	if tok.VocabSize() != fx.VocabSize {
		t.Errorf("VocabSize = %d, want %d", tok.VocabSize(), fx.VocabSize)
	}
	if PegasusOffset != fx.Offset {
		t.Errorf("offset %d, fixture %d", PegasusOffset, fx.Offset)
	}
	for id, want := range fx.First110 {
		if got := tok.IDToToken(id); got != want {
			t.Errorf("IDToToken(%d) = %q, want %q", id, got, want)
		}
		if got := tok.TokenToID(want); got != id {
			t.Errorf("TokenToID(%q) = %d, want %d", want, got, id)
		}
	}
	for name, pair := range fx.Special {
		tokStr, id := pair[0].(string), int(pair[1].(float64))
		if got := tok.TokenToID(tokStr); got != id {
			t.Errorf("%s: TokenToID(%q) = %d, want %d", name, tokStr, got, id)
		}
	}
	if tok.UnkID() != 105 {
		t.Errorf("UnkID = %d, want 105", tok.UnkID())
	}
}

func TestPegasusEncodeDecode(t *testing.T) {
	tok, fx := loadPegasus(t)
	for _, c := range fx.Encode {
		if got := tok.Encode(c.Text); !slices.Equal(got, c.InputIDs) {
			t.Errorf("Encode(%q) = %v, want %v", c.Text, got, c.InputIDs)
		}
		if got := tok.Model().EncodePieces(c.Text); !slices.Equal(got, c.SPPieces) {
			t.Errorf("EncodePieces(%q) = %q, want %q", c.Text, got, c.SPPieces)
		}
		toks := make([]string, len(c.InputIDs))
		for i, id := range c.InputIDs {
			toks[i] = tok.IDToToken(id)
		}
		if !slices.Equal(toks, c.Tokens) {
			t.Errorf("tokens of %q = %q, want %q", c.Text, toks, c.Tokens)
		}
		if got := tok.Decode(c.InputIDs, false); got != c.Decode {
			t.Errorf("Decode(%v, false) = %q, want %q", c.InputIDs, got, c.Decode)
		}
		if got := tok.Decode(c.InputIDs, true); got != c.DecodeSkipSpecial {
			t.Errorf("Decode(%v, true) = %q, want %q", c.InputIDs, got, c.DecodeSkipSpecial)
		}
	}
}

func TestPegasusBatch(t *testing.T) {
	tok, fx := loadPegasus(t)
	b := tok.EncodeBatch(fx.Batch.Texts, BatchOptions{MaxLen: 16})
	if !slices.EqualFunc(b.IDs, fx.Batch.InputIDs, slices.Equal) {
		t.Errorf("ids = %v, want %v", b.IDs, fx.Batch.InputIDs)
	}
	if !slices.EqualFunc(b.Mask, fx.Batch.AttentionMask, slices.Equal) {
		t.Errorf("mask = %v, want %v", b.Mask, fx.Batch.AttentionMask)
	}
}

func TestPegasusSpecialTokensInText(t *testing.T) {
	tok, _ := loadPegasus(t)
	m := tok.Model()
	shift := func(ids []int) []int {
		out := make([]int, len(ids))
		for i, id := range ids {
			out[i] = id + PegasusOffset
		}
		return out
	}
	// HF splits on special tokens and strips the whitespace next to them.
	tests := []struct {
		text string
		want []int
	}{
		{"<mask_1>", []int{PegasusMaskSentID, PegasusEOSID}},
		{"the cat <mask_2> sat", append(append(append(shift(m.Encode("the cat")), PegasusMaskID), shift(m.Encode("sat"))...), PegasusEOSID)},
		{"a</s>  b <pad>", append(append(append(shift(m.Encode("a")), PegasusEOSID), shift(m.Encode("b"))...), PegasusPadID, PegasusEOSID)},
		{"x <unk_102><unk_10>y", append(append(shift(m.Encode("x")), 104, 12), append(shift(m.Encode("y")), PegasusEOSID)...)},
		{"<unk>", []int{105, PegasusEOSID}},
		{"<mask_3>", append(shift(m.Encode("<mask_3>")), PegasusEOSID)},
	}
	for _, tt := range tests {
		if got := tok.Encode(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("Encode(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestCleanUpTokenization(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a , b .", "a, b."},
		{"is n't it ? yes !", "isn't it? yes!"},
		{"I 'm sure it 's we 've they 're", "I'm sure it's we've they're"},
		{"rock ' n ' roll", "rock'n'roll"},
		{"a  .", "a ."},
	}
	for _, tt := range tests {
		if got := cleanUpTokenization(tt.in); got != tt.want {
			t.Errorf("cleanUpTokenization(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestPegasusTinyText checks the batch encoding and the decodes of the
// generated sequences of the shared tiny_text fixture (HF transformers
// 4.29.2: padding="longest", truncation at 64; decode with and without
// skip_special_tokens).
func TestPegasusTinyText(t *testing.T) {
	tok, _ := loadPegasus(t)
	data, err := os.ReadFile(filepath.Join(fixtureDir, "pegasus", "tiny_text_tokenizer.json"))
	if err != nil {
		t.Fatal(err)
	}
	var fx struct {
		Call struct {
			MaxLength int `json:"max_length"`
		} `json:"call"`
		Texts       []string   `json:"texts"`
		InputTokens [][]string `json:"input_tokens"`
		BatchIDs    [][]int    `json:"batch_input_ids"`
		BatchMask   [][]int    `json:"batch_attention_mask"`
		Decodes     []struct {
			Setting         string `json:"setting"`
			IDs             []int  `json:"ids"`
			Text            string `json:"text"`
			TextWithSpecial string `json:"text_with_special"`
		} `json:"decodes"`
	}
	if err := json.Unmarshal(data, &fx); err != nil {
		t.Fatal(err)
	}
	b := tok.EncodeBatch(fx.Texts, BatchOptions{MaxLen: fx.Call.MaxLength})
	if !slices.EqualFunc(b.IDs, fx.BatchIDs, slices.Equal) || !slices.EqualFunc(b.Mask, fx.BatchMask, slices.Equal) {
		t.Errorf("batch:\n got %v\nwant %v", b.IDs, fx.BatchIDs)
	}
	for i, text := range fx.Texts {
		ids := b.IDs[i][:b.Lens[i]] // truncated at max_length like the fixture's tokens
		toks := make([]string, 0, len(ids))
		for _, id := range ids {
			toks = append(toks, tok.IDToToken(id))
		}
		if !slices.Equal(toks, fx.InputTokens[i]) {
			t.Errorf("tokens of %q:\n got %q\nwant %q", text, toks, fx.InputTokens[i])
		}
	}
	if len(fx.Decodes) < 12 {
		t.Fatalf("only %d decodes", len(fx.Decodes))
	}
	for _, d := range fx.Decodes {
		if got := tok.Decode(d.IDs, true); got != d.Text {
			t.Errorf("%s: Decode(%v, true) = %q, want %q", d.Setting, d.IDs, got, d.Text)
		}
		if got := tok.Decode(d.IDs, false); got != d.TextWithSpecial {
			t.Errorf("%s: Decode(%v, false) = %q, want %q", d.Setting, d.IDs, got, d.TextWithSpecial)
		}
	}
}
