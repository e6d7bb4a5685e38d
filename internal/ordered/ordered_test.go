package ordered

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"
)

type batch struct {
	in, out []int
}

// source returns a next function producing batches of size from 0..n-1.
func source(n, size int, failAt int) func() (*batch, bool, error) {
	i := 0
	return func() (*batch, bool, error) {
		if i >= n {
			return nil, true, nil
		}
		b := &batch{}
		for len(b.in) < size && i < n {
			if i == failAt {
				return b, true, errors.New("read failed")
			}
			b.in = append(b.in, i)
			i++
		}
		return b, i >= n, nil
	}
}

func square(b *batch) {
	// Uneven work so that batches finish out of order.
	if len(b.in) > 0 && b.in[0]%3 == 0 {
		time.Sleep(time.Millisecond)
	}
	for _, x := range b.in {
		b.out = append(b.out, x*x)
	}
}

func TestMapKeepsOrder(t *testing.T) {
	for _, workers := range []int{1, 2, 7} {
		var got []int
		err := Map(context.Background(), workers, source(1000, 7, -1), square, func(b *batch) error {
			got = append(got, b.out...)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		want := make([]int, 1000)
		for i := range want {
			want[i] = i * i
		}
		if !slices.Equal(got, want) {
			t.Fatalf("workers %d: results out of order or missing", workers)
		}
	}
}

func TestMapReadErrorAfterItsBatch(t *testing.T) {
	var got []int
	err := Map(context.Background(), 3, source(100, 10, 35), square, func(b *batch) error {
		got = append(got, b.in...)
		return nil
	})
	if err == nil || err.Error() != "read failed" {
		t.Fatalf("err = %v", err)
	}
	if len(got) != 35 || got[34] != 34 {
		t.Fatalf("emitted %d items before the error, want 35", len(got))
	}
}

func TestMapStopsOnEmitError(t *testing.T) {
	stop := errors.New("stop")
	n := 0
	err := Map(context.Background(), 2, source(10000, 5, -1), square, func(*batch) error {
		n++
		if n == 3 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || n != 3 {
		t.Fatalf("err = %v after %d batches", err, n)
	}
}

func TestMapCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := Map(ctx, 2, source(10000, 5, -1), square, func(*batch) error { return nil })
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}
