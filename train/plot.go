package train

import (
	"encoding/csv"
	"fmt"
	"image/color"
	"io"
	"os"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// LogSeries are the curves of a training log.
type LogSeries struct {
	// Loss and NLL are (update, value per token) points of training rows.
	Loss, NLL plotter.XYs
	// SARI are (update, SARI) points of validation rows.
	SARI plotter.XYs
	// TokensPerS are (update, target tokens per second) points.
	TokensPerS plotter.XYs
}

// ParseLog reads a log.csv written by Run. Errors name the line.
func ParseLog(name string, r io.Reader) (LogSeries, error) {
	var s LogSeries
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = len(logHeader)
	header, err := cr.Read()
	if err != nil {
		return s, fmt.Errorf("%s: header: %w", name, err)
	}
	for i, h := range logHeader {
		if header[i] != h {
			return s, fmt.Errorf("%s:1: column %d is %q, want %q", name, i+1, header[i], h)
		}
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return s, nil
		}
		if err != nil {
			return s, fmt.Errorf("%s: %w", name, err)
		}
		line, _ := cr.FieldPos(0)
		num := func(i int) (float64, error) {
			v, err := strconv.ParseFloat(rec[i], 64)
			if err != nil {
				return 0, fmt.Errorf("%s:%d: column %s: %q is not a number", name, line, logHeader[i], rec[i])
			}
			return v, nil
		}
		u, err := num(0)
		if err != nil {
			return s, err
		}
		if rec[7] != "" {
			v, err := num(7)
			if err != nil {
				return s, err
			}
			s.SARI = append(s.SARI, plotter.XY{X: u, Y: v})
			continue
		}
		vals := make([]float64, 3)
		for j, col := range []int{2, 3, 4} {
			if vals[j], err = num(col); err != nil {
				return s, err
			}
		}
		s.Loss = append(s.Loss, plotter.XY{X: u, Y: vals[0]})
		s.NLL = append(s.NLL, plotter.XY{X: u, Y: vals[1]})
		s.TokensPerS = append(s.TokensPerS, plotter.XY{X: u, Y: vals[2]})
	}
}

// PlotLog draws the training and validation curves of the CSV log at
// csvPath into a PNG at pngPath: loss and NLL per token above, validation
// SARI below.
func PlotLog(csvPath, pngPath string) error {
	f, err := os.Open(csvPath)
	if err != nil {
		return fmt.Errorf("plot: %w", err)
	}
	defer f.Close()
	s, err := ParseLog(csvPath, f)
	if err != nil {
		return err
	}
	top := plot.New()
	top.Title.Text = "training loss (nats per target token)"
	top.Legend.Top = true
	top.X.Label.Text = "update"
	top.Add(plotter.NewGrid())
	for _, c := range []struct {
		name string
		xy   plotter.XYs
		i    int
	}{{"label-smoothed loss", s.Loss, 0}, {"NLL", s.NLL, 1}} {
		if len(c.xy) == 0 {
			continue
		}
		l, err := plotter.NewLine(c.xy)
		if err != nil {
			return fmt.Errorf("plot: %w", err)
		}
		l.Color = plotColors[c.i]
		top.Add(l)
		top.Legend.Add(c.name, l)
	}
	bottom := plot.New()
	bottom.Title.Text = "validation SARI"
	bottom.X.Label.Text = "update"
	bottom.Add(plotter.NewGrid())
	if len(s.SARI) > 0 {
		lp, pts, err := plotter.NewLinePoints(s.SARI)
		if err != nil {
			return fmt.Errorf("plot: %w", err)
		}
		lp.Color, pts.Color = plotColors[2], plotColors[2]
		bottom.Add(lp, pts)
	}
	img := vgimg.New(8*vg.Inch, 8*vg.Inch)
	dc := draw.New(img)
	tiles := draw.Tiles{Rows: 2, Cols: 1, PadX: vg.Millimeter, PadY: 4 * vg.Millimeter, PadTop: 2 * vg.Millimeter, PadBottom: 2 * vg.Millimeter, PadLeft: 2 * vg.Millimeter, PadRight: 2 * vg.Millimeter}
	canvases := plot.Align([][]*plot.Plot{{top}, {bottom}}, tiles, dc)
	top.Draw(canvases[0][0])
	bottom.Draw(canvases[1][0])
	out, err := os.Create(pngPath)
	if err != nil {
		return fmt.Errorf("plot: %w", err)
	}
	if _, err := (vgimg.PngCanvas{Canvas: img}).WriteTo(out); err != nil {
		out.Close()
		return fmt.Errorf("plot %s: %w", pngPath, err)
	}
	return out.Close()
}

var plotColors = []color.Color{
	color.RGBA{R: 31, G: 119, B: 180, A: 255},
	color.RGBA{R: 255, G: 127, B: 14, A: 255},
	color.RGBA{R: 44, G: 160, B: 44, A: 255},
}
