package bench

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"
)

// Stats summarises the durations of the timed repetitions, in seconds.
type Stats struct {
	Median float64 `json:"median"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
	// Q1 and Q3 are the first and third quartiles (linear interpolation
	// between order statistics, like numpy's default percentile).
	Q1 float64 `json:"q1"`
	Q3 float64 `json:"q3"`
}

// Summarize returns the statistics of durations; the zero Stats when there
// are none.
func Summarize(durations []time.Duration) Stats {
	if len(durations) == 0 {
		return Stats{}
	}
	s := make([]float64, len(durations))
	for i, d := range durations {
		s[i] = d.Seconds()
	}
	slices.Sort(s)
	return Stats{
		Median: percentile(s, 0.5),
		Min:    s[0],
		Max:    s[len(s)-1],
		Q1:     percentile(s, 0.25),
		Q3:     percentile(s, 0.75),
	}
}

// percentile interpolates linearly between the order statistics of the
// sorted values s (numpy's "linear" method).
func percentile(s []float64, p float64) float64 {
	pos := p * float64(len(s)-1)
	lo := int(pos)
	if lo >= len(s)-1 {
		return s[len(s)-1]
	}
	frac := pos - float64(lo)
	return s[lo] + frac*(s[lo+1]-s[lo])
}

// Result is the measurement of one workload. Its JSON form is shared with
// the PyTorch reference scripts (bench/torch), which fill the same fields.
type Result struct {
	// Workload is the workload name: train, paraphrase, simplify, eval or
	// tokenize.
	Workload string `json:"workload"`
	// Config names the model shape ("tiny", "small", "base",
	// "pegasus-large"); empty for workloads without a model.
	Config string `json:"config,omitempty"`
	// DType is the floating-point type of weights and activations.
	DType string `json:"dtype,omitempty"`
	// Batch is the number of sentences per step (per model call).
	Batch int `json:"batch"`
	// Beams is the beam width of decoding workloads.
	Beams int `json:"beams,omitempty"`
	// Devices is the number of devices a data-parallel train workload
	// split its batches across (omitted: one).
	Devices int `json:"devices,omitempty"`
	// SrcLen and TgtLen are the source and target lengths in tokens of the
	// model workloads (TgtLen counts the decoded steps for decoding).
	SrcLen int `json:"src_len,omitempty"`
	TgtLen int `json:"tgt_len,omitempty"`
	// Params is the number of model parameters.
	Params int64 `json:"params,omitempty"`

	// Reps is the number of timed repetitions.
	Reps int `json:"reps"`
	// CompileSeconds is the duration of the untimed warm-up run, which
	// includes graph compilation; SetupSeconds is the time spent preparing
	// the workload (weights, data) before it.
	CompileSeconds float64 `json:"compile_s"`
	SetupSeconds   float64 `json:"setup_s"`
	// Seconds summarises the durations of the timed repetitions.
	Seconds Stats `json:"seconds"`

	// TokensPerRep and SentencesPerRep are the work of one repetition.
	// Which tokens count is fixed per workload (see the package docs).
	TokensPerRep    int64 `json:"tokens_per_rep"`
	SentencesPerRep int64 `json:"sentences_per_rep"`
	// TokensPerSec and SentencesPerSec are the throughput at the median
	// repetition time.
	TokensPerSec    float64 `json:"tokens_per_s"`
	SentencesPerSec float64 `json:"sentences_per_s"`

	// PeakRSSBytes is the process's peak resident set size during the
	// workload (VmHWM), including the warm-up.
	PeakRSSBytes int64 `json:"peak_rss_bytes"`
	// DeviceMemBytes is the accelerator memory in use, when the backend
	// reports it (0: not available).
	DeviceMemBytes int64 `json:"device_mem_bytes,omitempty"`

	// FLOPsPerToken is the analytic model work per counted token;
	// AchievedFLOPS the rate it was done at (median repetition);
	// MatmulFLOPS the rate of a large matrix product on the same backend
	// and dtype; Utilization = AchievedFLOPS / MatmulFLOPS.
	FLOPsPerToken float64 `json:"flops_per_token,omitempty"`
	AchievedFLOPS float64 `json:"achieved_flops,omitempty"`
	MatmulFLOPS   float64 `json:"matmul_flops,omitempty"`
	Utilization   float64 `json:"flops_utilization,omitempty"`

	// Check is a workload-defined value that must agree between
	// implementations doing the same work (the token total of tokenize,
	// corpus SARI of eval); 0 when not meaningful.
	Check float64 `json:"check,omitempty"`
	// Note says anything the reader must know about this figure.
	Note string `json:"note,omitempty"`
}

// Report is the output of one benchmark run.
type Report struct {
	// Impl is "patsimp" or "pytorch".
	Impl string `json:"impl"`
	// Version describes the implementation (Go and GoMLX versions, or
	// PyTorch's).
	Version string `json:"version"`
	// Backend is the backend's name, Device its description.
	Backend string `json:"backend"`
	Device  string `json:"device"`
	// Threads is the number of CPU threads available to the run.
	Threads int `json:"threads"`
	// Host names the machine; Date is when the run started (RFC 3339).
	Host string `json:"host"`
	Date string `json:"date"`
	// Quick is set for --quick runs (smaller work, fewer repetitions).
	Quick   bool     `json:"quick"`
	Results []Result `json:"results"`
}

// WriteJSON writes r as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		return fmt.Errorf("bench: writing report: %w", err)
	}
	return nil
}

// ReadReport parses a JSON report (from patsimp bench --json or a
// bench/torch script); name is used in error messages.
func ReadReport(r io.Reader, name string) (*Report, error) {
	dec := json.NewDecoder(r)
	var rep Report
	if err := dec.Decode(&rep); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, fmt.Errorf("bench: %s: byte %d: %w", name, se.Offset, err)
		}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return nil, fmt.Errorf("bench: %s: byte %d: %w", name, te.Offset, err)
		}
		return nil, fmt.Errorf("bench: %s: %w", name, err)
	}
	if rep.Impl == "" {
		return nil, fmt.Errorf("bench: %s: not a benchmark report (no \"impl\" field)", name)
	}
	for i, res := range rep.Results {
		if res.Workload == "" {
			return nil, fmt.Errorf("bench: %s: result %d has no workload name", name, i)
		}
	}
	return &rep, nil
}
