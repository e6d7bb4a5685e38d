// Package ordered runs a batch pipeline in parallel while keeping input
// order: one goroutine reads batches, several process them, and the caller
// consumes the results in the order the batches were read.
package ordered

import (
	"context"
	"runtime"
	"sync"
)

// Map reads batches with next, runs work on each of them on up to workers
// goroutines (0: GOMAXPROCS), and calls emit with every processed batch in
// the order next produced them. next is called from one goroutine; it
// returns the batch, whether the batch is the last one, and an error that
// ends the reading (the batch returned with it, if not nil, is still
// processed and emitted, and Map then returns the error). A nil batch ends
// the input. The first error from emit, or ctx's, stops everything; Map
// returns once all goroutines have finished.
func Map[B any](ctx context.Context, workers int, next func() (b *B, last bool, err error), work func(*B), emit func(*B) error) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	type item struct {
		b    *B
		done chan struct{}
	}
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer func() {
		cancel()
		wg.Wait()
	}()
	todo := make(chan item)
	inOrder := make(chan item, 2*workers)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := range todo {
				work(it.b)
				close(it.done)
			}
		}()
	}
	var readErr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(inOrder)
		defer close(todo)
		for {
			b, last, err := next()
			if err != nil {
				readErr = err
				last = true
			}
			if b == nil {
				return
			}
			it := item{b: b, done: make(chan struct{})}
			select {
			case inOrder <- it:
			case <-ctx.Done():
				return
			}
			select {
			case todo <- it:
			case <-ctx.Done():
				return
			}
			if last {
				return
			}
		}
	}()
	for it := range inOrder {
		select {
		case <-it.done:
		case <-ctx.Done():
			return ctx.Err()
		}
		if err := emit(it.b); err != nil {
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	// inOrder is closed only after the reader has returned, so readErr is
	// safe to read here.
	return readErr
}
