package corpusstats

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"

	"github.com/patsimp/patsimp/internal/atomicfile"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// Samples collects the per-pair values of every metric for histograms, as
// float32 to halve the memory (12 numbers per pair).
type Samples struct {
	vals [NumMetrics][2][]float32
}

// Add records the values of one pair; use it as Options.Keep.
func (s *Samples) Add(v Values) {
	for m := range NumMetrics {
		for side := range 2 {
			if x := v[m][side]; !math.IsNaN(x) {
				s.vals[m][side] = append(s.vals[m][side], float32(x))
			}
		}
	}
}

// Bins is the number of histogram bins.
const Bins = 50

// WritePlots writes one PNG histogram per available metric to dir
// (<metric>.png), overlaying the complex and simplified distributions like
// the paper's Figure 1, and returns the files written.
func (s *Samples) WritePlots(dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("plots: %w", err)
	}
	var files []string
	series := [2]struct {
		name string
		fill color.Color
	}{
		{"complex", color.NRGBA{R: 31, G: 119, B: 180, A: 140}},
		{"simplified", color.NRGBA{R: 255, G: 127, B: 14, A: 140}},
	}
	for m := range NumMetrics {
		sides := 1
		if m.PerSide() {
			sides = 2
		}
		lo, hi := math.Inf(1), math.Inf(-1)
		for side := range sides {
			for _, x := range s.vals[m][side] {
				lo, hi = math.Min(lo, float64(x)), math.Max(hi, float64(x))
			}
		}
		if math.IsInf(lo, 0) {
			continue // not available
		}
		if lo == hi {
			lo, hi = lo-0.5, hi+0.5
		}
		p := plot.New()
		p.Title.Text = m.Title()
		p.X.Label.Text = m.Title()
		p.Y.Label.Text = "pairs"
		drawn := 0
		for side := range sides {
			if len(s.vals[m][side]) > 0 {
				drawn++
			}
		}
		for side := range sides {
			xs := s.vals[m][side]
			if len(xs) == 0 {
				continue
			}
			// Zero-weight points at the common extremes give both sides
			// the same bins.
			xy := make(plotter.XYs, len(xs)+2)
			xy[0], xy[1] = plotter.XY{X: lo}, plotter.XY{X: hi}
			for i, x := range xs {
				xy[i+2] = plotter.XY{X: float64(x), Y: 1}
			}
			h, err := plotter.NewHistogram(xy, Bins)
			if err != nil {
				return files, fmt.Errorf("plots: %s: %w", m.Key(), err)
			}
			h.FillColor = series[side].fill
			h.LineStyle.Width = vg.Points(0.5)
			p.Add(h)
			if drawn == 2 {
				p.Legend.Add(series[side].name, h)
			}
		}
		p.Legend.Top = true
		path := filepath.Join(dir, m.Key()+".png")
		wt, err := p.WriterTo(6*vg.Inch, 4*vg.Inch, "png")
		if err != nil {
			return files, fmt.Errorf("plots: %w", err)
		}
		err = atomicfile.Write(path, 0o644, func(w io.Writer) error {
			_, err := wt.WriteTo(w)
			return err
		})
		if err != nil {
			return files, fmt.Errorf("plots: %w", err)
		}
		files = append(files, path)
	}
	return files, nil
}
