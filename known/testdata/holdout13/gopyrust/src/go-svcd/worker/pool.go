// Package worker runs jobs on a fixed pool of goroutines.
package worker

import (
	"errors"
	"sync"
)

type Pool struct {
	n    int
	jobs chan func() error
	wg   sync.WaitGroup
	mu   sync.Mutex
	errs []error
}

func NewPool(n int) *Pool { return &Pool{n: n, jobs: make(chan func() error)} }

func (p *Pool) Start() {
	for i := 0; i < p.n; i++ {
		go func() {
			p.wg.Add(1)
			defer p.wg.Done()
			for job := range p.jobs {
				if err := job(); err != nil {
					p.mu.Lock()
					p.errs = append(p.errs, err)
					p.mu.Unlock()
				}
			}
		}()
	}
}

func (p *Pool) Submit(job func() error) { p.jobs <- job }

func (p *Pool) Stop() error {
	close(p.jobs)
	p.wg.Wait()
	return errors.Join(p.errs...)
}

// Stats is reported by the status endpoint.
type Stats struct {
	Workers int
	Errors  int
}

func (p *Pool) Stats() Stats {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := Stats{Workers: p.n}
	s.Errors = len(p.errs)
	return s
}

func reset(s Stats) {
	s.Errors = 0
}
