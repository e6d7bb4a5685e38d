// Package wordfreq bundles the ranked English word list of wordfreq
// (large_en), so that programs can rank words without the repository files.
//
// The list has one word per line in frequency order, as tab-separated
// "rank word frequency_centibels" after a "#" header line; ranks start at 0.
package wordfreq

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
)

//go:embed large_en.ranked.tsv.gz
var rankedGz []byte

// Name is the file name of the bundled list.
const Name = "large_en.ranked.tsv.gz"

// Open returns a reader of the decompressed ranked list.
func Open() (io.ReadCloser, error) {
	r, err := gzip.NewReader(bytes.NewReader(rankedGz))
	if err != nil {
		return nil, fmt.Errorf("wordfreq: %s: %w", Name, err)
	}
	return r, nil
}
