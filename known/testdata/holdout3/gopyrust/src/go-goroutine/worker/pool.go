// Package worker runs jobs on a fixed number of goroutines.
package worker

import "sync"

type Job struct {
	ID      string
	Payload *Payload
}

type Payload struct {
	Size int
}

type Result struct {
	ID    string
	Bytes int
}

type Pool struct {
	N   int
	wg  sync.WaitGroup
	out chan Result
}

// Start runs the jobs and returns a channel of results that closes when all are done.
func (p *Pool) Start(jobs []Job) <-chan Result {
	p.out = make(chan Result, len(jobs))
	in := make(chan Job)
	for i := 0; i < p.N; i++ {
		p.wg.Add(1)
		go func() {
			for j := range in {
				p.out <- Result{ID: j.ID, Bytes: j.Payload.Size * 2}
			}
			p.wg.Done()
		}()
	}
	go func() {
		for _, j := range jobs {
			in <- j
		}
		close(in)
		p.wg.Wait()
		close(p.out)
	}()
	return p.out
}
