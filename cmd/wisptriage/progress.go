package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wisptriage/wisptriage/ingest"
)

// progress shows how far a long read has gone, on one line of stderr that it rewrites, and
// only at a terminal: a CI log or a pipe gets no progress noise.
type progress struct {
	w     io.Writer
	name  string
	total int64 // 0 when unknown (stdin)
	read  atomic.Int64
	stop  chan struct{}
	done  sync.WaitGroup
	shown bool
}

// progressDelay is how long a read runs before a progress line appears.
const progressDelay = 500 * time.Millisecond

// withProgress wraps r when stderr is a terminal; the returned finish clears the line.
func withProgress(env Env, r io.Reader, name, path string) (io.Reader, func()) {
	if env.IsTerminal == nil || !env.IsTerminal(env.Stderr) {
		return r, func() {}
	}
	p := &progress{w: env.Stderr, name: name, stop: make(chan struct{})}
	if path != "-" {
		if st, err := os.Stat(path); err == nil {
			p.total = st.Size()
		}
	}
	p.done.Add(1)
	go p.run()
	return &countingReader{r: r, n: &p.read}, func() {
		close(p.stop)
		p.done.Wait()
	}
}

func (p *progress) run() {
	defer p.done.Done()
	start := time.Now()
	tick := time.NewTicker(250 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-p.stop:
			if p.shown {
				fmt.Fprint(p.w, "\r\x1b[K")
			}
			return
		case <-tick.C:
			if time.Since(start) < progressDelay {
				continue
			}
			p.shown = true
			n := p.read.Load()
			rate := float64(n) / time.Since(start).Seconds()
			line := fmt.Sprintf("storing %s: %s", p.name, ingest.HumanBytes(n))
			if p.total > 0 {
				line += fmt.Sprintf(" of %s (%d%%)", ingest.HumanBytes(p.total), n*100/max(p.total, 1))
			}
			line += fmt.Sprintf(", %s/s", ingest.HumanBytes(int64(rate)))
			fmt.Fprint(p.w, "\r\x1b[K"+line)
		}
	}
}

type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c *countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n.Add(int64(n))
	return n, err
}
