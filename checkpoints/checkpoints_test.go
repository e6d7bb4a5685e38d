package checkpoints

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/dtypes/bfloat16"
	"github.com/gomlx/gomlx/core/tensors"
)

const fixtures = "../testdata/pegasus"

func TestOpenTextCheckpoint(t *testing.T) {
	c, err := Open(filepath.Join(fixtures, "tiny_text"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	cfg := c.Config
	if cfg.ModelType != "pegasus" || cfg.VocabSize != 403 || cfg.DModel != 32 || cfg.EncoderLayers != 2 ||
		cfg.DecoderLayers != 2 || cfg.MaxPositionEmbeddings != 64 || !cfg.ScaleEmbedding || *cfg.EOSTokenID != 1 {
		t.Errorf("config %+v", cfg)
	}
	g := c.Generation
	if g.MaxLength == nil || *g.MaxLength != 32 || g.NumBeams == nil || *g.NumBeams != 4 || *g.ForcedEOSTokenID != 1 {
		t.Errorf("generation config %+v", g)
	}
	if c.SentencePiece != filepath.Join(fixtures, "tiny_text", "spiece.model") {
		t.Errorf("spiece path %q", c.SentencePiece)
	}
	if _, ok := c.Weights.(*Safetensors); !ok {
		t.Errorf("weights %T, want safetensors", c.Weights)
	}
}

func readAll(t *testing.T, w Weights, name string) []float32 {
	t.Helper()
	tt, err := w.Read(name, dtypes.Float32)
	if err != nil {
		t.Fatal(err)
	}
	v, err := tensors.CopyFlatData[float32](tt)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestWeightFilesAgree: the three weight files of each fixture hold the
// same values, bit for bit; the deduplicated file lacks exactly the tied
// copies.
func TestWeightFilesAgree(t *testing.T) {
	for _, dir := range []string{"tiny_random", "tiny_trained"} {
		dir = filepath.Join(fixtures, dir)
		full, err := OpenSafetensors(filepath.Join(dir, "model.safetensors"))
		if err != nil {
			t.Fatal(err)
		}
		dedup, err := OpenSafetensors(filepath.Join(dir, "model.hf_tied_dedup.safetensors"))
		if err != nil {
			t.Fatal(err)
		}
		pt, err := OpenPyTorchBin(filepath.Join(dir, "pytorch_model.bin"))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(full.Names(), pt.Names()) {
			t.Errorf("%s: safetensors and pytorch key sets differ", dir)
		}
		var dropped []string
		for _, n := range full.Names() {
			if _, ok := dedup.Info(n); !ok {
				dropped = append(dropped, n)
			}
		}
		if want := []string{"lm_head.weight", "model.decoder.embed_tokens.weight", "model.encoder.embed_tokens.weight"}; !slices.Equal(dropped, want) {
			t.Errorf("%s: dedup drops %v, want %v", dir, dropped, want)
		}
		for _, n := range full.Names() {
			a := readAll(t, full, n)
			if b := readAll(t, pt, n); !slices.Equal(a, b) {
				t.Errorf("%s: %s differs between safetensors and pytorch_model.bin", dir, n)
			}
			if _, ok := dedup.Info(n); ok && !slices.Equal(a, readAll(t, dedup, n)) {
				t.Errorf("%s: %s differs in the dedup file", dir, n)
			}
		}
		// Tied copies hold the shared embedding.
		if !slices.Equal(readAll(t, full, "lm_head.weight"), readAll(t, full, "model.shared.weight")) {
			t.Errorf("%s: lm_head is not tied to shared", dir)
		}
		full.Close()
		dedup.Close()
		pt.Close()
	}
}

func float32Fill(vals []float32) func(io.Writer) error {
	return func(w io.Writer) error { return binary.Write(w, binary.LittleEndian, vals) }
}

func TestSafetensorsRoundTripAndConversion(t *testing.T) {
	vals := []float32{0, 1, -2.5, 1.00390625, 3.14159265, float32(math.Inf(1)), 65504, 1e-3}
	var buf bytes.Buffer
	err := WriteSafetensors(&buf, []TensorData{
		{TensorInfo{Name: "b", DType: dtypes.Float32, Shape: []int{2, 4}}, float32Fill(vals)},
		{TensorInfo{Name: "a.bias", DType: dtypes.Float32, Shape: []int{}}, float32Fill([]float32{7})},
	}, map[string]string{"format": "pt"})
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseSafetensors("mem", bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Names(), []string{"a.bias", "b"}) || s.Metadata()["format"] != "pt" {
		t.Fatalf("names %v metadata %v", s.Names(), s.Metadata())
	}
	if info, _ := s.Info("b"); !slices.Equal(info.Shape, []int{2, 4}) || info.DType != dtypes.Float32 {
		t.Errorf("info %+v", info)
	}
	if got := readAll(t, s, "b"); !slices.Equal(got, vals) {
		t.Errorf("f32 read %v", got)
	}
	bt, err := s.Read("b", dtypes.BFloat16)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := tensors.CopyFlatData[bfloat16.BFloat16](bt)
	// Round to nearest even: 1.00390625 is a tie between 1 and 1.0078125 → 1;
	// π → 3.140625; 65504 → 65536; 1e-3 → 0.00099945 (bits 0x3A83126F round down).
	want := []float32{0, 1, -2.5, 1, 3.140625, float32(math.Inf(1)), 65536, 0.0009994507}
	for i := range want {
		if got[i].Float32() != want[i] {
			t.Errorf("bf16[%d] = %v, want %v", i, got[i].Float32(), want[i])
		}
	}
}

// header builds a safetensors file from a raw JSON header and data bytes.
func header(js string, data int) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, uint64(len(js)))
	b.WriteString(js)
	b.Write(make([]byte, data))
	return b.Bytes()
}

func TestSafetensorsErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		file []byte
		want string
	}{
		{"empty", nil, "truncated: 0 bytes"},
		{"header past end", header(`{}`, 0)[:9], "truncated: header needs 2 bytes"},
		{"huge header", append(binary.LittleEndian.AppendUint64(nil, 1<<40), '{'), "exceeds"},
		{"bad json", header(`{"a": [1,}`, 0), "mem (header at byte 8):1:"},
		{"bad dtype", header(`{"a":{"dtype":"Q8","shape":[1],"data_offsets":[0,1]}}`, 1), `unsupported dtype "Q8"`},
		{"data past end", header(`{"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]}}`, 8), `truncated: tensor "a" ends at byte`},
		{"size mismatch", header(`{"a":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}}`, 8), "needs 12 bytes"},
		{"bad offsets", header(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[8,4]}}`, 8), "bad data_offsets"},
		{"negative dim", header(`{"a":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}}`, 8), "bad shape"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseSafetensors("mem", bytes.NewReader(tc.file), int64(len(tc.file)))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// copyDir copies a fixture directory so tests can damage it.
func copyDir(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

func TestOpenErrors(t *testing.T) {
	src := filepath.Join(fixtures, "tiny_random")
	for _, tc := range []struct {
		name   string
		damage func(dir string)
		want   string
	}{
		{"no config", func(d string) { os.Remove(filepath.Join(d, ConfigFile)) }, "config.json: no such file"},
		{"no weights", func(d string) {
			os.Remove(filepath.Join(d, SafetensorsFile))
			os.Remove(filepath.Join(d, PyTorchFile))
		}, "no weights"},
		{"pytorch fallback truncated", func(d string) {
			os.Remove(filepath.Join(d, SafetensorsFile))
			data, _ := os.ReadFile(filepath.Join(d, PyTorchFile))
			os.WriteFile(filepath.Join(d, PyTorchFile), data[:len(data)/2], 0o644)
		}, "pytorch_model.bin"},
		{"truncated safetensors", func(d string) {
			data, _ := os.ReadFile(filepath.Join(d, SafetensorsFile))
			os.WriteFile(filepath.Join(d, SafetensorsFile), data[:len(data)-100], 0o644)
		}, "truncated: tensor"},
		{"config syntax", func(d string) {
			os.WriteFile(filepath.Join(d, ConfigFile), []byte("{\n  \"d_model\": 16,\n  oops\n}"), 0o644)
		}, "config.json:3:"},
		{"config type", func(d string) {
			os.WriteFile(filepath.Join(d, ConfigFile), []byte(`{"model_type": "pegasus", "d_model": "16"}`), 0o644)
		}, "config.json:1:"},
		{"heads", func(d string) {
			os.WriteFile(filepath.Join(d, ConfigFile), []byte(`{"model_type":"pegasus","vocab_size":8,"d_model":6,
"encoder_layers":1,"decoder_layers":1,"encoder_attention_heads":4,"decoder_attention_heads":2,
"encoder_ffn_dim":4,"decoder_ffn_dim":4,"max_position_embeddings":8}`), 0o644)
		}, "not divisible"},
		{"generation", func(d string) {
			os.WriteFile(filepath.Join(d, GenerationConfigFile), []byte(`{"num_beams": 0}`), 0o644)
		}, "num_beams is 0"},
		{"early stopping", func(d string) {
			os.WriteFile(filepath.Join(d, GenerationConfigFile), []byte(`{"early_stopping": "sometimes"}`), 0o644)
		}, "early_stopping"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyDir(t, src)
			tc.damage(dir)
			c, err := Open(dir)
			if err == nil {
				c.Close()
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
	if _, err := Open(filepath.Join(fixtures, "nope")); err == nil {
		t.Error("missing directory: no error")
	}
}

func TestGenerationFallsBackToConfig(t *testing.T) {
	dir := copyDir(t, filepath.Join(fixtures, "tiny_random"))
	os.Remove(filepath.Join(dir, GenerationConfigFile))
	cfg, _ := os.ReadFile(filepath.Join(dir, ConfigFile))
	cfg = bytes.Replace(cfg, []byte(`"d_model"`), []byte(`"num_beams": 8, "length_penalty": 0.8, "early_stopping": true, "d_model"`), 1)
	os.WriteFile(filepath.Join(dir, ConfigFile), cfg, 0o644)
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	g := c.Generation
	if *g.NumBeams != 8 || *g.LengthPenalty != 0.8 || *g.EarlyStopping != "true" || g.MaxLength != nil {
		t.Errorf("generation %+v", g)
	}
}

func FuzzParseSafetensors(f *testing.F) {
	for _, name := range []string{"tiny_random/model.safetensors", "tiny_random/fixtures.safetensors"} {
		data, err := os.ReadFile(filepath.Join(fixtures, name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data[:min(len(data), 4096)])
	}
	f.Add(header(`{"a":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]}}`, 4))
	f.Add(header(`{"__metadata__":{"x":"y"}}`, 0))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSafetensors("fuzz", bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return
		}
		for _, n := range s.Names() {
			info, _ := s.Info(n)
			tt, err := s.Read(n, info.DType)
			if err != nil {
				t.Fatalf("tensor %q parsed but unreadable: %v", n, err)
			}
			err = s.WithBytes(n, func(_ TensorInfo, b []byte) error {
				return tt.ConstBytes(func(want []byte) {
					if !bytes.Equal(b, want) {
						t.Fatalf("tensor %q: WithBytes and Read disagree", n)
					}
				})
			})
			if err != nil {
				t.Fatalf("tensor %q parsed but not lent: %v", n, err)
			}
		}
	})
}

func FuzzParseConfig(f *testing.F) {
	for _, name := range []string{"tiny_random/config.json", "tiny_text/config.json", "tiny_text/generation_config.json"} {
		data, err := os.ReadFile(filepath.Join(fixtures, name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"early_stopping": "never", "num_beams": 3}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if c, err := ParseConfig("fuzz", data); err == nil {
			if c.DModel <= 0 || c.DModel%c.EncoderAttentionHeads != 0 {
				t.Fatalf("invalid config accepted: %+v", c)
			}
		}
		if g, err := ParseGenerationConfig("fuzz", data); err == nil && g.NumBeams != nil && *g.NumBeams < 1 {
			t.Fatalf("num_beams %d accepted", *g.NumBeams)
		}
	})
}

func FuzzOpenPyTorchBin(f *testing.F) {
	data, err := os.ReadFile(filepath.Join(fixtures, "tiny_random/pytorch_model.bin"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add(data[:len(data)/3])
	f.Add([]byte("PK\x03\x04junk"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "pytorch_model.bin")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		p, err := OpenPyTorchBin(path)
		if err != nil {
			return
		}
		for _, n := range p.Names() {
			if _, err := p.Read(n, dtypes.Float32); err != nil {
				t.Fatalf("tensor %q listed but unreadable: %v", n, err)
			}
		}
	})
}

func BenchmarkReadF32AsBF16(b *testing.B) {
	vals := make([]float32, 1<<22)
	for i := range vals {
		vals[i] = float32(i) * 1e-3
	}
	var buf bytes.Buffer
	if err := WriteSafetensors(&buf, []TensorData{{TensorInfo{Name: "w", DType: dtypes.Float32, Shape: []int{1 << 22}}, float32Fill(vals)}}, nil); err != nil {
		b.Fatal(err)
	}
	s, err := ParseSafetensors("mem", bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(4 << 22)
	for b.Loop() {
		t, err := s.Read("w", dtypes.BFloat16)
		if err != nil {
			b.Fatal(err)
		}
		t.FinalizeAll()
	}
}

// FuzzUnpickle feeds raw pickle streams (no zip checksum in the way) to the
// scanner and the unpickler: they must return, without panicking or
// allocating what a damaged length declares.
func FuzzUnpickle(f *testing.F) {
	zr, err := zip.OpenReader(filepath.Join(fixtures, "tiny_random/pytorch_model.bin"))
	if err != nil {
		f.Fatal(err)
	}
	for _, z := range zr.File {
		if strings.HasSuffix(z.Name, "data.pkl") {
			data, err := readRecord(z, int64(z.UncompressedSize64))
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
			f.Add(data[:len(data)/2])
		}
	}
	zr.Close()
	f.Add([]byte("\x80\x02}q\x00.")) // protocol 2, empty dict
	f.Add([]byte("X\xff\xff\xff\x7fab."))
	f.Fuzz(func(t *testing.T, data []byte) {
		// Any result is fine (None is a valid pickle); returning is the test.
		_, _ = unpickleStateDict(data, nil)
	})
}

func TestScanPickle(t *testing.T) {
	for _, tc := range []struct {
		data []byte
		want string
	}{
		{[]byte("\x80\x02}q\x00."), ""},
		{[]byte("X\x00\x00\x00\xb0ab."), "runs past the end"},
		{[]byte("\x80\x02}"), "no STOP"},
		{[]byte("\x80\x02\xff."), "unknown pickle opcode 0xff"},
		{[]byte("cmodule\nname"), "unterminated"},
		{[]byte("\x8d\x01\x00"), "truncated length"},
	} {
		err := scanPickle(tc.data)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("scanPickle(%q) = %v, want %q", tc.data, err, tc.want)
		}
	}
}
