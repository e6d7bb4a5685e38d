package pegasus_test

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gomlx/compute/dtypes"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models/pegasus"
)

// Environment switches of the real-shape memory measurement (skipped by
// default: it writes a 2.3 GB file and takes minutes).
const (
	bigEnv     = "PATSIMP_PEGASUS_BIG"      // "1": run TestRealShapeMemory
	bigLoadEnv = "PATSIMP_PEGASUS_BIG_LOAD" // internal: checkpoint dir to load in a child process
)

// realConfig is tuner007/pegasus_paraphrase's architecture.
const realConfig = `{"model_type": "pegasus", "architectures": ["PegasusForConditionalGeneration"],
"vocab_size": 96103, "d_model": 1024, "encoder_layers": 16, "decoder_layers": 16,
"encoder_attention_heads": 16, "decoder_attention_heads": 16, "encoder_ffn_dim": 4096,
"decoder_ffn_dim": 4096, "max_position_embeddings": 60, "activation_function": "relu",
"scale_embedding": true, "pad_token_id": 0, "eos_token_id": 1, "decoder_start_token_id": 0,
"forced_eos_token_id": 1, "num_beams": 10, "max_length": 60}`

// writeRandomCheckpoint writes a float32 safetensors checkpoint of cfg
// with small random weights (the key set HF writes, without tied copies).
func writeRandomCheckpoint(t testing.TB, dir, cfgJSON string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, checkpoints.ConfigFile), []byte(cfgJSON), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := checkpoints.ParseConfig("config", []byte(cfgJSON))
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := pegasus.ConfigFrom(c)
	if err != nil {
		t.Fatal(err)
	}
	var ts []checkpoints.TensorData
	for _, p := range pegasus.ParameterShapes(cfg) {
		n := 1
		for _, d := range p.Shape {
			n *= d
		}
		scale := float32(0.02)
		if strings.HasSuffix(p.Key, "layer_norm.weight") {
			scale = 0
		}
		ts = append(ts, checkpoints.TensorData{
			Info: checkpoints.TensorInfo{Name: p.Key, DType: dtypes.Float32, Shape: p.Shape},
			Fill: func(w io.Writer) error {
				r := rand.New(rand.NewPCG(uint64(n), 7))
				buf := make([]byte, 0, 1<<16)
				for i := range n {
					v := scale * float32(r.NormFloat64())
					if scale == 0 {
						v = 1
					}
					buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(v))
					if len(buf) == cap(buf) || i == n-1 {
						if _, err := w.Write(buf); err != nil {
							return err
						}
						buf = buf[:0]
					}
				}
				return nil
			},
		})
	}
	f, err := os.Create(filepath.Join(dir, checkpoints.SafetensorsFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := checkpoints.WriteSafetensors(f, ts, map[string]string{"format": "pt"}); err != nil {
		t.Fatal(err)
	}
}

// memReport is what the child process measures.
type memReport struct {
	LoadSeconds   float64 `json:"load_seconds"`
	RSSAfterLoad  int64   `json:"rss_after_load_bytes"`
	PeakAfterLoad int64   `json:"peak_rss_after_load_bytes"`
	PeakAfterGen  int64   `json:"peak_rss_after_generate_bytes"`
	GenSeconds    float64 `json:"generate_seconds"`
}

func peakRSS() int64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Maxrss * 1024
}

func currentRSS() int64 {
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return -1
	}
	f := strings.Fields(string(data))
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// TestRealShapeMemory measures the host memory of loading a model of the
// real paraphraser's shape (568M parameters) in bfloat16 from a float32
// safetensors file, and of one short greedy generation. The load runs in a
// child process so its peak RSS is its own.
func TestRealShapeMemory(t *testing.T) {
	if dir := os.Getenv(bigLoadEnv); dir != "" {
		loadAndReport(t, dir)
		return
	}
	if os.Getenv(bigEnv) != "1" {
		t.Skipf("set %s=1 to measure (writes a 2.3 GB checkpoint)", bigEnv)
	}
	dir := t.TempDir()
	writeRandomCheckpoint(t, dir, realConfig)
	cmd := exec.Command(os.Args[0], "-test.run=^TestRealShapeMemory$", "-test.v")
	cmd.Env = append(os.Environ(), bigLoadEnv+"="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "MEMREPORT ") {
			var r memReport
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "MEMREPORT ")), &r); err != nil {
				t.Fatal(err)
			}
			t.Logf("bf16 load: %.1fs, RSS %.2f GB, peak %.2f GB; after a greedy generation: peak %.2f GB (%.1fs)",
				r.LoadSeconds, gb(r.RSSAfterLoad), gb(r.PeakAfterLoad), gb(r.PeakAfterGen), r.GenSeconds)
			if r.PeakAfterLoad > 2.5e9 {
				t.Errorf("peak RSS after load %.2f GB exceeds 2.5 GB", gb(r.PeakAfterLoad))
			}
			return
		}
	}
	t.Fatalf("no report from child:\n%s", out)
}

func gb(b int64) float64 { return float64(b) / 1e9 }

func loadAndReport(t *testing.T, dir string) {
	start := time.Now()
	ckpt, err := checkpoints.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	m, err := pegasus.Load(testBackend(t), ckpt, dtypes.BFloat16)
	if err != nil {
		t.Fatal(err)
	}
	ckpt.Close()
	r := memReport{LoadSeconds: time.Since(start).Seconds(), RSSAfterLoad: currentRSS(), PeakAfterLoad: peakRSS()}
	opt, err := pegasus.GenerationOptions(ckpt)
	if err != nil {
		t.Fatal(err)
	}
	opt.NumBeams, opt.MaxLength = 1, 4
	start = time.Now()
	if _, err := decode.Generate(context.Background(), m, [][]int32{{100, 200, 300, 1}}, opt); err != nil {
		t.Fatal(err)
	}
	r.GenSeconds = time.Since(start).Seconds()
	r.PeakAfterGen = peakRSS()
	data, _ := json.Marshal(r)
	fmt.Printf("MEMREPORT %s\n", data)
}
