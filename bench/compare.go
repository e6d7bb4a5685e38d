package bench

import (
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"
)

// key identifies comparable results: same workload and shape.
func (r *Result) key() string {
	return fmt.Sprintf("%s|%s|%s|%d|%d|%d|%d|%d", r.Workload, r.Config, r.DType, r.Batch, r.Beams, r.SrcLen, r.TgtLen, max(r.Devices, 1))
}

// shapeString describes a result's work for tables.
func (r *Result) shapeString() string {
	s := fmt.Sprintf("batch %d", r.Batch)
	if r.Config != "" {
		s = r.Config + " " + r.DType + ", " + s
	}
	if r.Beams > 0 {
		s += fmt.Sprintf(", beams %d", r.Beams)
	}
	if r.SrcLen > 0 {
		s += fmt.Sprintf(", %d→%d", r.SrcLen, r.TgtLen)
	}
	if r.Devices > 1 {
		s += fmt.Sprintf(", %d devices", r.Devices)
	}
	return s
}

// WriteTable writes rep's results as an aligned text table.
func (rep *Report) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "%s (%s) on %s, %s, %d threads, %s\n", rep.Impl, rep.Version, rep.Backend, rep.Device, rep.Threads, rep.Date)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "workload\tshape\tcompile s\tmedian s\tmin s\tmax s\ttokens/s\tsentences/s\tpeak MiB\tGFLOP/s\tof matmul\t")
	for _, r := range rep.Results {
		fmt.Fprintf(tw, "%s\t%s\t%.3f\t%.4f\t%.4f\t%.4f\t%.5g\t%.5g\t%.0f\t%s\t%s\t\n",
			r.Workload, r.shapeString(), r.CompileSeconds, r.Seconds.Median, r.Seconds.Min, r.Seconds.Max,
			r.TokensPerSec, r.SentencesPerSec, float64(r.PeakRSSBytes)/(1<<20),
			optional(r.AchievedFLOPS/1e9, "%.3g"), optional(100*r.Utilization, "%.1f%%"))
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("bench: writing table: %w", err)
	}
	return nil
}

func optional(v float64, format string) string {
	if v == 0 {
		return "-"
	}
	return fmt.Sprintf(format, v)
}

// Compare writes a table matching the results of ours and ref by workload
// and shape, with the ratio of their throughputs (ours/ref: above 1 means
// ours is faster) and whether they did the same work: the same tokens per
// repetition, the same analytic FLOPs per token and the same check value
// ("ok", else what differs). Results without a counterpart are listed with
// "-".
func Compare(w io.Writer, ours, ref *Report) error {
	fmt.Fprintf(w, "%s: %s on %s (%s)\n", ours.Impl, ours.Version, ours.Backend, ours.Device)
	fmt.Fprintf(w, "%s: %s on %s (%s)\n", ref.Impl, ref.Version, ref.Backend, ref.Device)
	refs := map[string]*Result{}
	for i := range ref.Results {
		refs[ref.Results[i].key()] = &ref.Results[i]
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "workload\tshape\t%s tokens/s\t%s tokens/s\tratio\t%s peak MiB\t%s peak MiB\tsame work\t\n",
		ours.Impl, ref.Impl, ours.Impl, ref.Impl)
	for i := range ours.Results {
		o := &ours.Results[i]
		r, ok := refs[o.key()]
		if !ok {
			fmt.Fprintf(tw, "%s\t%s\t%.5g\t-\t-\t%.0f\t-\t-\t\n", o.Workload, o.shapeString(), o.TokensPerSec, mib(o.PeakRSSBytes))
			continue
		}
		ratio := "-"
		if r.TokensPerSec > 0 {
			ratio = fmt.Sprintf("%.2f", o.TokensPerSec/r.TokensPerSec)
		}
		fmt.Fprintf(tw, "%s\t%s\t%.5g\t%.5g\t%s\t%.0f\t%.0f\t%s\t\n", o.Workload, o.shapeString(),
			o.TokensPerSec, r.TokensPerSec, ratio, mib(o.PeakRSSBytes), mib(r.PeakRSSBytes), sameWork(o, r))
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("bench: writing comparison: %w", err)
	}
	return nil
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }

// sameWork says whether two results did the same work: "ok", or what
// differs.
func sameWork(a, b *Result) string {
	var diffs []string
	if a.TokensPerRep != b.TokensPerRep {
		diffs = append(diffs, fmt.Sprintf("tokens %d vs %d", a.TokensPerRep, b.TokensPerRep))
	}
	if !agrees(a.FLOPsPerToken, b.FLOPsPerToken) {
		diffs = append(diffs, fmt.Sprintf("FLOPs/token %.6g vs %.6g", a.FLOPsPerToken, b.FLOPsPerToken))
	}
	if !agrees(a.Check, b.Check) {
		diffs = append(diffs, fmt.Sprintf("check %.10g vs %.10g", a.Check, b.Check))
	}
	if len(diffs) == 0 {
		return "ok"
	}
	return "DIFFER: " + strings.Join(diffs, "; ")
}

// agrees reports whether a and b agree to 1e-9 relative.
func agrees(a, b float64) bool {
	return math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b))
}
