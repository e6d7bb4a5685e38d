package checkpoints

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"sort"

	"github.com/gomlx/compute/dtypes"
)

// TensorData is a tensor to write: its description and a function that
// writes exactly its bytes (little-endian values, row-major).
type TensorData struct {
	Info TensorInfo
	Fill func(w io.Writer) error
}

// WriteSafetensors writes tensors in the safetensors format, streaming each
// tensor's bytes from its Fill function, so arbitrarily large files can be
// written with little memory. Tensors are laid out in name order.
func WriteSafetensors(w io.Writer, ts []TensorData, metadata map[string]string) error {
	names := map[dtypes.DType]string{}
	for k, v := range safetensorsDTypes {
		names[v] = k
	}
	sorted := append([]TensorData(nil), ts...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Info.Name < sorted[j].Info.Name })
	header := map[string]any{}
	if len(metadata) > 0 {
		header["__metadata__"] = metadata
	}
	var off int64
	sizes := make([]int64, len(sorted))
	for i, t := range sorted {
		name, ok := names[t.Info.DType]
		if !ok {
			return fmt.Errorf("safetensors: tensor %q: unsupported dtype %s", t.Info.Name, t.Info.DType)
		}
		n := int64(t.Info.DType.Size())
		for _, d := range t.Info.Shape {
			n *= int64(d)
		}
		sizes[i] = n
		shape := t.Info.Shape
		if shape == nil {
			shape = []int{}
		}
		header[t.Info.Name] = map[string]any{"dtype": name, "shape": shape, "data_offsets": []int64{off, off + n}}
		off += n
	}
	hdr, err := json.Marshal(header)
	if err != nil {
		return fmt.Errorf("safetensors: header: %w", err)
	}
	for len(hdr)%8 != 0 { // align the data section as the reference writer does
		hdr = append(hdr, ' ')
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	var lenBuf [8]byte
	binary.LittleEndian.PutUint64(lenBuf[:], uint64(len(hdr)))
	if _, err := bw.Write(lenBuf[:]); err != nil {
		return err
	}
	if _, err := bw.Write(hdr); err != nil {
		return err
	}
	for i, t := range sorted {
		cw := &countingWriter{w: bw}
		if err := t.Fill(cw); err != nil {
			return fmt.Errorf("safetensors: tensor %q: %w", t.Info.Name, err)
		}
		if cw.n != sizes[i] {
			return fmt.Errorf("safetensors: tensor %q: wrote %d bytes, want %d", t.Info.Name, cw.n, sizes[i])
		}
	}
	return bw.Flush()
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
