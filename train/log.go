package train

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strconv"
	"time"
)

// logHeader is the first line of log.csv. Training rows leave valid_sari
// empty; validation rows fill only update, epoch and valid_sari.
var logHeader = []string{"update", "epoch", "loss", "nll", "tokens_per_s", "lr", "grad_norm", "valid_sari"}

// logRow is one CSV row.
type logRow struct {
	Update, Epoch int
	Loss, NLL     float64 // per target token, nats
	TokensPerS    float64 // target tokens per second of update time
	LR, GradNorm  float64
	SARI          float64
	validation    bool
}

func (r logRow) record() []string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', 8, 64) }
	if r.validation {
		return []string{strconv.Itoa(r.Update), strconv.Itoa(r.Epoch), "", "", "", "", "", f(r.SARI)}
	}
	return []string{strconv.Itoa(r.Update), strconv.Itoa(r.Epoch), f(r.Loss), f(r.NLL), f(r.TokensPerS), f(r.LR), f(r.GradNorm), ""}
}

// logAccumulator averages step results between CSV rows.
type logAccumulator struct {
	lossTok, nll, tokens, gradNorm, lr float64
	steps                              int
	elapsed                            time.Duration
}

func (a *logAccumulator) add(r StepResult, lr float64, d time.Duration) {
	a.lossTok += r.Loss * r.Tokens
	a.nll += r.NLL
	a.tokens += r.Tokens
	a.gradNorm += r.GradNorm
	a.lr = lr
	a.steps++
	a.elapsed += d
}

func (a *logAccumulator) row(update, epoch int, sari float64) logRow {
	tok := max(a.tokens, 1)
	return logRow{
		Update: update, Epoch: epoch,
		Loss: a.lossTok / tok, NLL: a.nll / tok,
		TokensPerS: a.tokens / max(a.elapsed.Seconds(), 1e-9),
		LR:         a.lr, GradNorm: a.gradNorm / float64(max(a.steps, 1)), SARI: sari,
	}
}

// logWriter appends rows to log.csv and tracks the file size, which each
// checkpoint records so that a resumed run drops the rows written after it.
type logWriter struct {
	f      *os.File
	w      *csv.Writer
	bw     *bufio.Writer
	offset int64
}

// openLog opens path for appending after truncating it to offset bytes (the
// size recorded by the checkpoint being resumed; 0 starts a new log).
func openLog(path string, offset int64) (*logWriter, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("train: log: %w", err)
	}
	if err := f.Truncate(offset); err != nil {
		f.Close()
		return nil, fmt.Errorf("train: log %s: %w", path, err)
	}
	if _, err := f.Seek(offset, io.SeekStart); err != nil {
		f.Close()
		return nil, fmt.Errorf("train: log %s: %w", path, err)
	}
	lw := &logWriter{f: f, offset: offset}
	lw.bw = bufio.NewWriter(&countWriter{w: f, n: &lw.offset})
	lw.w = csv.NewWriter(lw.bw)
	if offset == 0 {
		if err := lw.w.Write(logHeader); err != nil {
			f.Close()
			return nil, err
		}
	}
	return lw, nil
}

type countWriter struct {
	w io.Writer
	n *int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	*c.n += int64(n)
	return n, err
}

func (l *logWriter) write(r logRow) error {
	if err := l.w.Write(r.record()); err != nil {
		return fmt.Errorf("train: log: %w", err)
	}
	l.w.Flush()
	return l.w.Error()
}

// Sync flushes buffered rows and syncs the file.
func (l *logWriter) Sync() error {
	l.w.Flush()
	if err := l.bw.Flush(); err != nil {
		return fmt.Errorf("train: log: %w", err)
	}
	return l.f.Sync()
}

// Close flushes and closes the log; it is safe to call twice.
func (l *logWriter) Close() error {
	if l.f == nil {
		return nil
	}
	err := l.Sync()
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	l.f = nil
	return err
}
