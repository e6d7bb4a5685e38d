package spm

// BatchOptions configures batch encoding.
type BatchOptions struct {
	// AddEOS appends the end-of-sentence id to every sequence (the model's
	// </s> for Model.EncodeBatch; Pegasus always appends it).
	AddEOS bool
	// MaxLen truncates each sequence to at most MaxLen ids, the appended EOS
	// included (it is kept as the last id). 0 means no limit.
	MaxLen int
	// PadTo pads every sequence to this length; 0 pads to the longest
	// sequence of the batch. Sequences longer than PadTo are not cut: use
	// MaxLen for that.
	PadTo int
	// PadID is the id used for padding (attention mask 0).
	PadID int
}

// Batch is a padded batch of id sequences.
type Batch struct {
	IDs  [][]int // one row per input, all of the same length
	Mask [][]int // 1 for real ids, 0 for padding
	Lens []int   // the unpadded length of each row
}

// EncodeBatch encodes texts and pads them into a rectangular batch, as
// Hugging Face tokenizers do with padding="longest" (or "max_length" when
// PadTo is set) and truncation. With AddEOS the model must have an EOS
// piece; if it has none, no EOS is appended.
func (m *Model) EncodeBatch(texts []string, opts BatchOptions) Batch {
	seqs := make([][]int, len(texts))
	for i, t := range texts {
		seqs[i] = m.Encode(t)
	}
	eos := -1
	if opts.AddEOS {
		eos = m.EOSID()
	}
	return makeBatch(seqs, eos, opts)
}

// makeBatch truncates seqs to opts.MaxLen (keeping eos last when eos >= 0),
// appends eos and pads.
func makeBatch(seqs [][]int, eos int, opts BatchOptions) Batch {
	b := Batch{IDs: make([][]int, len(seqs)), Mask: make([][]int, len(seqs)), Lens: make([]int, len(seqs))}
	longest := 0
	for i, s := range seqs {
		limit := len(s)
		if opts.MaxLen > 0 {
			room := opts.MaxLen
			if eos >= 0 {
				room--
			}
			limit = max(0, min(limit, room))
		}
		row := append(make([]int, 0, limit+1), s[:limit]...)
		if eos >= 0 {
			row = append(row, eos)
		}
		b.IDs[i] = row
		b.Lens[i] = len(row)
		longest = max(longest, len(row))
	}
	width := longest
	if opts.PadTo > 0 {
		width = max(opts.PadTo, longest)
	}
	for i, row := range b.IDs {
		mask := make([]int, width)
		for j := range row {
			mask[j] = 1
		}
		for len(row) < width {
			row = append(row, opts.PadID)
		}
		b.IDs[i] = row
		b.Mask[i] = mask
	}
	return b
}
