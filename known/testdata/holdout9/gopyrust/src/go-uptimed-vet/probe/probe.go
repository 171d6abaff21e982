// Package probe checks that TCP targets accept connections.
package probe

import (
	"fmt"
	"net"
	"sync"
	"time"

	"example.com/uptimed/config"
)

// Result is the outcome of one probe.
type Result struct {
	Target  string
	Up      bool
	Latency time.Duration
	Err     error
}

// Dial connects to one target.
func Dial(t config.Target, timeout time.Duration) Result {
	start := time.Now()
	addr := fmt.Sprintf("%s:%d", t.Host, t.Port)
	d := net.Dialer{Timeout: timeout}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		return Result{Target: t.Name, Err: err}
	}
	conn.Close()
	return Result{Target: t.Name, Up: true, Latency: time.Since(start)}
}

// All probes every target concurrently.
func All(targets []config.Target, timeout time.Duration) []Result {
	results := make([]Result, len(targets))
	var wg sync.WaitGroup
	for i, t := range targets {
		go func() {
			wg.Add(1)
			defer wg.Done()
			results[i] = Dial(t, timeout)
		}()
	}
	wg.Wait()
	return results
}
