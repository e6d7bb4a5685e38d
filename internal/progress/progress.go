// Package progress reports the advance of long jobs: a live bar with rate and
// ETA (schollz/progressbar) when the output is a terminal, and plain
// timestamped log lines at a fixed interval otherwise (CI logs, files).
package progress

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// Reporter counts finished items of a job. It is safe for concurrent use.
type Reporter struct {
	mu       sync.Mutex
	w        io.Writer
	desc     string
	unit     string
	total    int64 // -1 when unknown
	done     int64
	resumed  int64 // items done before this run (Options.Start)
	start    time.Time
	lastLog  time.Time
	interval time.Duration
	bar      *progressbar.ProgressBar
}

// Options tune a Reporter.
type Options struct {
	// Unit names the items ("sentences", "updates"); default "items".
	Unit string
	// Interval between plain log lines; default 10s.
	Interval time.Duration
	// ForcePlain disables the terminal bar even on a terminal.
	ForcePlain bool
	// Start is the number of items already done (a resumed job).
	Start int64
}

// New returns a Reporter writing to w. total is the number of items, or -1
// when unknown. A bar is drawn only when w is a terminal.
func New(w io.Writer, desc string, total int64, opt Options) *Reporter {
	if opt.Unit == "" {
		opt.Unit = "items"
	}
	if opt.Interval <= 0 {
		opt.Interval = 10 * time.Second
	}
	now := time.Now()
	r := &Reporter{w: w, desc: desc, unit: opt.Unit, total: total, done: opt.Start, resumed: opt.Start,
		start: now, lastLog: now, interval: opt.Interval}
	if !opt.ForcePlain && isTerminal(w) {
		// The bar counts this run's items only, so that its rate and ETA
		// are not inflated by the items a resumed job did before.
		barTotal, barDesc := total, desc
		if opt.Start > 0 {
			barDesc = fmt.Sprintf("%s (resumed after %d)", desc, opt.Start)
			if total >= 0 {
				barTotal = max(total-opt.Start, 0)
			}
		}
		r.bar = progressbar.NewOptions64(barTotal,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(barDesc),
			progressbar.OptionShowCount(),
			progressbar.OptionShowIts(),
			progressbar.OptionSetItsString(opt.Unit),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(200*time.Millisecond),
			progressbar.OptionOnCompletion(func() { fmt.Fprintln(w) }),
		)
	}
	return r
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// Add records n more finished items.
func (r *Reporter) Add(n int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.done += int64(n)
	if r.bar != nil {
		_ = r.bar.Add(n)
		return
	}
	if now := time.Now(); now.Sub(r.lastLog) >= r.interval {
		r.lastLog = now
		fmt.Fprintln(r.w, r.line(now))
	}
}

// line formats the plain progress line. The rate and ETA count the items
// of this run, not those a resumed job had done before.
func (r *Reporter) line(now time.Time) string {
	el := now.Sub(r.start).Seconds()
	rate := 0.0
	if el > 0 {
		rate = float64(r.done-r.resumed) / el
	}
	s := fmt.Sprintf("%s %s: %d", now.Format("15:04:05"), r.desc, r.done)
	if r.total >= 0 {
		s += fmt.Sprintf("/%d", r.total)
	}
	s += fmt.Sprintf(" %s (%.1f %s/s", r.unit, rate, r.unit)
	if r.total >= 0 && rate > 0 {
		eta := time.Duration(float64(r.total-r.done)/rate) * time.Second
		s += ", ETA " + eta.Round(time.Second).String()
	}
	return s + ")"
}

// Done finishes the report with a final summary line.
func (r *Reporter) Done() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.bar != nil {
		_ = r.bar.Finish()
	}
	fmt.Fprintln(r.w, r.line(time.Now())+" done")
}
