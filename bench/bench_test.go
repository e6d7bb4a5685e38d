package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/gomlx/compute/dtypes"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/models"
)

// reference holds bench/testdata/reference.json, written by
// bench/torch/make_fixtures.py with the reference implementations.
type reference struct {
	Sentences  int        `json:"sentences"`
	TokensAll  int64      `json:"tokens_all"`
	IDsFirst   [][]int    `json:"ids_first"`
	SysFirst   []string   `json:"sys_first"`
	RefsFirst  [][]string `json:"refs_first"`
	SARI200    float64    `json:"sari_200"`
	SourceIDs3 [][]int32  `json:"source_ids_3x5_v100"`
}

func loadReference(t *testing.T) reference {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "reference.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ref reference
	if err := json.Unmarshal(data, &ref); err != nil {
		t.Fatalf("reference.json: %v", err)
	}
	return ref
}

func TestSummarize(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		out := make([]time.Duration, len(v))
		for i, x := range v {
			out[i] = time.Duration(x) * time.Millisecond
		}
		return out
	}
	// Expected values: numpy.percentile(x, [25, 50, 75]) (linear method).
	tests := []struct {
		name string
		in   []time.Duration
		want Stats
	}{
		{"empty", nil, Stats{}},
		{"one", ms(7), Stats{Median: 0.007, Min: 0.007, Max: 0.007, Q1: 0.007, Q3: 0.007}},
		{"two", ms(4, 2), Stats{Median: 0.003, Min: 0.002, Max: 0.004, Q1: 0.0025, Q3: 0.0035}},
		{"four unsorted", ms(4, 1, 3, 2), Stats{Median: 0.0025, Min: 0.001, Max: 0.004, Q1: 0.00175, Q3: 0.00325}},
		{"five", ms(10, 50, 20, 40, 30), Stats{Median: 0.03, Min: 0.01, Max: 0.05, Q1: 0.02, Q3: 0.04}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Summarize(tc.in)
			g := []float64{got.Median, got.Min, got.Max, got.Q1, got.Q3}
			w := []float64{tc.want.Median, tc.want.Min, tc.want.Max, tc.want.Q1, tc.want.Q3}
			for i := range g {
				if math.Abs(g[i]-w[i]) > 1e-12 {
					t.Fatalf("Summarize = %+v, want %+v", got, tc.want)
				}
			}
		})
	}
}

func TestParseStatusField(t *testing.T) {
	status := "Name:\tbench\nVmPeak:\t  200 kB\nVmHWM:\t    1234 kB\nVmRSS:\t 1000 kB\n"
	tests := []struct {
		name, data, field string
		want              int64
		errHas            string
	}{
		{"hwm", status, "VmHWM", 1234 * 1024, ""},
		{"rss", status, "VmRSS", 1000 * 1024, ""},
		{"missing", status, "VmSwap", 0, "no VmSwap line"},
		{"no unit", "VmHWM: 12\n", "VmHWM", 0, `status:1: VmHWM: want "<number> kB"`},
		{"bad number", "x\nVmHWM: 1x2 kB\n", "VmHWM", 0, "status:2: VmHWM: bad size"},
		{"negative", "VmHWM: -5 kB\n", "VmHWM", 0, "bad size"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseStatusField([]byte(tc.data), tc.field, "status")
			if tc.errHas != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errHas) {
					t.Fatalf("error %v, want one containing %q", err, tc.errHas)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("got %d, %v; want %d", got, err, tc.want)
			}
		})
	}
}

func TestPeakRSS(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	before, err := PeakRSS()
	if err != nil {
		t.Fatal(err)
	}
	// Touch 64 MiB more than the process has used so far: the peak must
	// grow by about that much.
	buf := make([]byte, 64<<20)
	for i := range buf {
		buf[i] = byte(i)
	}
	after, err := PeakRSS()
	if err != nil {
		t.Fatal(err)
	}
	if after-before < 48<<20 {
		t.Errorf("peak RSS grew by %d bytes after touching 64 MiB", after-before)
	}
	_ = buf[len(buf)-1]
}

func FuzzParseStatusField(f *testing.F) {
	f.Add([]byte("VmHWM:\t 1234 kB\n"))
	f.Add([]byte("VmHWM: 99999999999999999999 kB\n"))
	f.Add([]byte("VmHWM:\n"))
	f.Add([]byte("a:b\nVmHWM: 0 kB"))
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := parseStatusField(data, "VmHWM", "fuzz")
		if err == nil && v < 0 {
			t.Fatalf("negative size %d from %q", v, data)
		}
	})
}

func TestReportRoundTrip(t *testing.T) {
	rep := &Report{
		Impl: "patsimp", Version: "go", Backend: "go", Device: "cpu", Threads: 2, Date: "2026-01-01T00:00:00Z",
		Results: []Result{{
			Workload: "paraphrase", Config: "tiny", DType: "f32", Batch: 1, Beams: 4, SrcLen: 16, TgtLen: 8,
			Reps: 2, Seconds: Stats{Median: 1, Min: 0.5, Max: 2, Q1: 0.75, Q3: 1.5}, TokensPerRep: 8,
			SentencesPerRep: 1, TokensPerSec: 8, SentencesPerSec: 1, PeakRSSBytes: 1 << 20,
			FLOPsPerToken: 1e6, AchievedFLOPS: 8e6, MatmulFLOPS: 1e9, Utilization: 0.008,
		}},
	}
	var buf bytes.Buffer
	if err := rep.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := ReadReport(&buf, "mem")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, rep) {
		t.Fatalf("round trip:\n got %+v\nwant %+v", got, rep)
	}
}

func TestReadReportErrors(t *testing.T) {
	tests := []struct{ name, in, errHas string }{
		{"syntax", `{"impl": "x",}`, "r.json: byte 14"},
		{"type", `{"impl": 3}`, "r.json: byte 10"},
		{"no impl", `{"results": []}`, `no "impl" field`},
		{"no workload", `{"impl": "x", "results": [{"batch": 1}]}`, "result 0 has no workload name"},
		{"empty", ``, "r.json: EOF"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadReport(strings.NewReader(tc.in), "r.json")
			if err == nil || !strings.Contains(err.Error(), tc.errHas) {
				t.Fatalf("error %v, want one containing %q", err, tc.errHas)
			}
		})
	}
}

func FuzzReadReport(f *testing.F) {
	f.Add([]byte(`{"impl":"pytorch","results":[{"workload":"eval","tokens_per_s":1.5}]}`))
	f.Add([]byte(`{"impl":"x","results":[{"workload":""}]}`))
	f.Add([]byte(`[1,2]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rep, err := ReadReport(bytes.NewReader(data), "fuzz")
		if err != nil {
			return
		}
		if rep.Impl == "" {
			t.Fatal("accepted a report without impl")
		}
		var buf bytes.Buffer
		if err := rep.WriteJSON(&buf); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadReport(&buf, "again"); err != nil {
			t.Fatalf("written report does not read back: %v", err)
		}
	})
}

func TestEmbeddedInputsMatchReference(t *testing.T) {
	ref := loadReference(t)
	sents := PatentSentences(0)
	if len(sents) != ref.Sentences {
		t.Fatalf("%d sentences, reference has %d", len(sents), ref.Sentences)
	}
	m, err := Tokenizer()
	if err != nil {
		t.Fatal(err)
	}
	var total int64
	for i, s := range sents {
		ids := m.Encode(s)
		total += int64(len(ids))
		if i < len(ref.IDsFirst) && !reflect.DeepEqual(ids, ref.IDsFirst[i]) {
			t.Errorf("sentence %d: ids %v, sentencepiece gives %v", i, ids, ref.IDsFirst[i])
		}
	}
	if total != ref.TokensAll {
		t.Errorf("%d tokens in all, sentencepiece gives %d", total, ref.TokensAll)
	}

	sys, refs := SimplificationData(sents[:200])
	for i, want := range ref.SysFirst {
		if sys[i] != want {
			t.Errorf("sys[%d] = %q, bench.py gives %q", i, sys[i], want)
		}
	}
	for k := range refs {
		for i, want := range ref.RefsFirst[k] {
			if refs[k][i] != want {
				t.Errorf("refs[%d][%d] = %q, bench.py gives %q", k, i, refs[k][i], want)
			}
		}
	}
	score, err := eval.CorpusSARI(sents[:200], sys, refs, eval.SARIOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(score.SARI-ref.SARI200) > 1e-9 {
		t.Errorf("SARI %.12f, the Python reference gives %.12f", score.SARI, ref.SARI200)
	}
	if got := sourceIDs(3, 5, 100); !reflect.DeepEqual(got, ref.SourceIDs3) {
		t.Errorf("sourceIDs = %v, bench.py gives %v", got, ref.SourceIDs3)
	}
}

// TestRandomPegasusMatchesHF checks the made-up weights against the tensor
// names and shapes of a real Hugging Face Pegasus checkpoint (the project's
// tiny fixture, as modern transformers writes it) and the parameter count
// against the sum of its tensor sizes.
func TestRandomPegasusMatchesHF(t *testing.T) {
	path := filepath.Join("..", "testdata", "pegasus", "tiny_random", "model.hf_tied_dedup.safetensors")
	hf, err := checkpoints.OpenWeightsFile(path)
	if err != nil {
		t.Skipf("fixture not available: %v", err)
	}
	defer hf.Close()
	cfg, err := PegasusConfig("tiny")
	if err != nil {
		t.Fatal(err)
	}
	rw := newRandomPegasus(cfg)
	var want []string
	var hfParams int64
	for _, n := range hf.Names() {
		info, _ := hf.Info(n)
		if strings.Contains(n, "embed_positions") {
			continue // computed, not a parameter
		}
		size := int64(1)
		for _, d := range info.Shape {
			size *= int64(d)
		}
		hfParams += size
		if n == "final_logits_bias" {
			continue // made zero by the model when absent
		}
		want = append(want, n)
		got, ok := rw.Info(n)
		if !ok {
			t.Errorf("random weights lack %s", n)
			continue
		}
		if !reflect.DeepEqual(got.Shape, info.Shape) {
			t.Errorf("%s: shape %v, checkpoint has %v", n, got.Shape, info.Shape)
		}
	}
	if got := rw.Names(); !reflect.DeepEqual(got, want) {
		t.Errorf("random weight names:\n got %v\nwant %v", got, want)
	}
	if got := pegasusShape(cfg).Params(); got != hfParams {
		t.Errorf("Params() = %d, the checkpoint has %d", got, hfParams)
	}
}

func TestFLOPs(t *testing.T) {
	shapes := []Transformer{
		{EncoderLayers: 1, DecoderLayers: 1, DModel: 2, EncoderFFN: 4, DecoderFFN: 4, Vocab: 3},
		{EncoderLayers: 3, DecoderLayers: 2, DModel: 256, EncoderFFN: 1024, DecoderFFN: 512, Vocab: 10000},
	}
	for _, sh := range shapes {
		// One cached decoding step of one row is a teacher-forced pass
		// over one target token.
		if got, want := sh.DecodeFLOPs(7, 1, 1), sh.EncoderFLOPs(7)+sh.DecoderFLOPs(7, 1); got != want {
			t.Errorf("%+v: DecodeFLOPs(7, 1, 1) = %g, want %g", sh, got, want)
		}
		// Each further step of each row adds the per-token decoder work
		// with one more visible key.
		d := float64(sh.DModel)
		step2 := float64(sh.DecoderLayers)*(12*d*d+4*2*d+4*7*d+4*d*float64(sh.DecoderFFN)) + 2*d*float64(sh.Vocab)
		if got, want := sh.DecodeFLOPs(7, 2, 3)-sh.DecodeFLOPs(7, 1, 3), 3*step2; got != want {
			t.Errorf("%+v: second step of 3 rows costs %g, want %g", sh, got, want)
		}
		if got, want := sh.TrainFLOPs(5, 6), 3*(sh.EncoderFLOPs(5)+sh.DecoderFLOPs(5, 6)); got != want {
			t.Errorf("TrainFLOPs = %g, want %g", got, want)
		}
	}
	// The smallest shape by hand: encoder layer on 1 token, d 2, FFN 4:
	// projections 8·1·2·2 = 32, attention 4·1·1·2 = 8, FFN 4·1·2·4 = 32.
	if got := shapes[0].EncoderFLOPs(1); got != 72 {
		t.Errorf("EncoderFLOPs = %g, want 72", got)
	}
}

func TestOptionsValidate(t *testing.T) {
	tests := []struct {
		opt    Options
		errHas string
	}{
		{Options{}, ""},
		{Options{What: []string{"eval", "train"}, Config: "pegasus-large", DType: "bf16"}, ""},
		{Options{What: []string{"evaluate"}}, `unknown workload "evaluate"`},
		{Options{Config: "huge"}, `unknown config "huge"`},
		{Options{DType: "f16"}, `unknown dtype "f16"`},
		{Options{Batch: -1}, "must not be negative"},
	}
	for _, tc := range tests {
		err := tc.opt.Validate()
		if tc.errHas == "" && err != nil || tc.errHas != "" && (err == nil || !strings.Contains(err.Error(), tc.errHas)) {
			t.Errorf("%+v: error %v, want %q", tc.opt, err, tc.errHas)
		}
	}
}

func TestRunRejectsMismatchedConfig(t *testing.T) {
	tests := []struct {
		opt    Options
		errHas string
	}{
		{Options{What: []string{"train"}, Config: "pegasus-large"}, "not an ACCESS shape"},
		{Options{What: []string{"simplify"}, Config: "tiny", DType: "bf16"}, "float32 only"},
	}
	for _, tc := range tests {
		tc.opt.Backend = "go"
		_, err := Run(context.Background(), tc.opt)
		if err == nil || !strings.Contains(err.Error(), tc.errHas) {
			t.Errorf("%+v: error %v, want %q", tc.opt, err, tc.errHas)
		}
	}
}

func TestCompare(t *testing.T) {
	res := Result{Workload: "eval", Batch: 500, TokensPerRep: 100, TokensPerSec: 300, PeakRSSBytes: 32 << 20, Check: 49.5}
	ours := &Report{Impl: "patsimp", Results: []Result{res, {Workload: "tokenize", Batch: 10, TokensPerSec: 5}}}
	refRes := res
	refRes.TokensPerSec = 100
	other := refRes
	other.Check = 48
	tests := []struct {
		name string
		ref  *Report
		want []string
	}{
		{"same", &Report{Impl: "pytorch", Results: []Result{refRes}}, []string{"3.00", "ok", "tokenize"}},
		{"different", &Report{Impl: "pytorch", Results: []Result{other}}, []string{"DIFFER: check 49.5 vs 48"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Compare(&buf, ours, tc.ref); err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(buf.String(), w) {
					t.Errorf("comparison lacks %q:\n%s", w, buf.String())
				}
			}
		})
	}
}

// benchmarkWorkload runs one prepared workload per iteration (tiny shapes
// for the model workloads, so `make bench` stays short).
func benchmarkWorkload(b *testing.B, name string) {
	e, err := newEnv(Options{Quick: true, Config: "tiny", Backend: "go"})
	if err != nil {
		b.Fatal(err)
	}
	defer func() {
		if e.backend != nil {
			e.backend.Finalize()
		}
	}()
	res := Result{Workload: name}
	w, err := preparers[name](context.Background(), e, &res)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := w.Run(context.Background()); err != nil { // warm-up: compilation
		b.Fatal(err)
	}
	var tokens int64
	b.ResetTimer()
	for b.Loop() {
		work, err := w.Run(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		tokens += work.Tokens
	}
	b.ReportMetric(float64(tokens)/b.Elapsed().Seconds(), "tokens/s")
}

func BenchmarkTokenize(b *testing.B)   { benchmarkWorkload(b, "tokenize") }
func BenchmarkEval(b *testing.B)       { benchmarkWorkload(b, "eval") }
func BenchmarkSimplify(b *testing.B)   { benchmarkWorkload(b, "simplify") }
func BenchmarkParaphrase(b *testing.B) { benchmarkWorkload(b, "paraphrase") }
func BenchmarkTrain(b *testing.B)      { benchmarkWorkload(b, "train") }

// BenchmarkMatmulRate measures each backend's 1024×1024 product in float32
// and bfloat16 (the "of matmul" denominator of patsimp bench), e.g.
// go test -run '^$' -bench MatmulRate -benchtime 1x ./bench/ (the XLA half
// needs make xla-plugin).
func BenchmarkMatmulRate(b *testing.B) {
	for _, name := range []string{"go", "xla:cpu"} {
		backend, err := models.NewBackend(name)
		if err != nil {
			b.Logf("%s: %v", name, err)
			continue
		}
		for _, dt := range []dtypes.DType{dtypes.Float32, dtypes.BFloat16} {
			b.Run(name+"/"+dt.String(), func(b *testing.B) {
				var rate float64
				for b.Loop() {
					if rate, err = MatmulRate(backend, dt, 1024, 7); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(rate/1e9, "GFLOP/s")
			})
		}
		backend.Finalize()
	}
}

func TestOnAccelerator(t *testing.T) {
	t.Setenv("GOMLX_BACKEND", "")
	t.Setenv(models.XLAPluginEnv, "")
	for name, want := range map[string]bool{
		"go":                              false,
		"xla:cuda":                        true,
		"xla:/opt/xla_cuda_plugin.so":     true,
		"xla:/x/pjrt_c_api_cpu_plugin.so": false,
		"xla:cpu":                         false,
	} {
		if got := onAccelerator(name); got != want {
			t.Errorf("onAccelerator(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestTrainBFloat16 runs the train workload in mixed precision (train
// --dtype bfloat16) on the tiny shape: same seed and batch as float32, so
// the first update's loss differs (the products ran in bfloat16) by less
// than 1 %, and the result is labelled bf16.
func TestTrainBFloat16(t *testing.T) {
	loss := map[string]float64{}
	for _, dt := range []string{"f32", "bf16"} {
		e, err := newEnv(Options{Quick: true, Config: "tiny", Backend: "go", DType: dt})
		if err != nil {
			t.Fatal(err)
		}
		res := Result{Workload: "train"}
		w, err := prepareTrain(context.Background(), e, &res)
		if err != nil {
			t.Fatal(err)
		}
		tw := w.(*trainWork)
		r, err := tw.stepper.Step(tw.rows, tw.length, tw.src, tw.tgtIn, tw.tgtOut, 1e-4)
		e.backend.Finalize()
		if err != nil {
			t.Fatal(err)
		}
		if res.DType != dt {
			t.Errorf("result dtype %q, want %q", res.DType, dt)
		}
		loss[dt] = r.Loss
	}
	if d := math.Abs(loss["bf16"]-loss["f32"]) / loss["f32"]; d == 0 || d > 0.01 {
		t.Fatalf("first loss: bf16 %v, f32 %v (relative difference %.2g; want > 0 and ≤ 1 %%)", loss["bf16"], loss["f32"], d)
	}
}
