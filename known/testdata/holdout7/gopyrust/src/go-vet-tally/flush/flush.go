// Package flush periodically writes counters to a sink.
package flush

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"example.com/tally/logx"
	"example.com/tally/metrics"
)

// Flusher writes a JSON line of counter values every Interval.
type Flusher struct {
	Reg      *metrics.Registry
	Sink     io.Writer
	Log      *logx.Logger
	Interval time.Duration
}

// Once writes one JSON line with every counter's value.
func (f *Flusher) Once() (int, error) {
	vals := map[string]int64{}
	for _, name := range f.Reg.Names() {
		vals[name] = f.Reg.Get(name).Value()
	}
	b, err := json.Marshal(vals)
	if err != nil {
		return 0, fmt.Errorf("encode counters: %w", err.Error())
	}
	if _, err := f.Sink.Write(append(b, '\n')); err != nil {
		return 0, err
	}
	return len(vals), nil
}

// Run flushes until stop is closed.
func (f *Flusher) Run(stop <-chan struct{}) {
	t := time.NewTicker(f.Interval)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case start := <-t.C:
			n, err := f.Once()
			if err != nil {
				f.Log.Warnf("flush failed: %v", err)
				continue
			}
			f.Log.Infof("flushed %d counters in %s", n)
			_ = start
		}
	}
	f.Log.Infof("flusher stopped")
}
