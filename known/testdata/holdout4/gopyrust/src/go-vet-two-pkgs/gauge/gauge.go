// Package gauge keeps running readings for one meter.
package gauge

import (
	"errors"
	"sync"
)

// Gauge holds the readings seen so far. It is safe for concurrent use.
type Gauge struct {
	mu       sync.Mutex
	name     string
	readings []float64
}

// New returns an empty gauge.
func New(name string) *Gauge { return &Gauge{name: name} }

// Add records one reading.
func (g *Gauge) Add(v float64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.readings = append(g.readings, v)
}

// Snapshot returns a copy of the gauge, to read without holding the lock.
func (g Gauge) Snapshot() Gauge {
	return Gauge{name: g.name, readings: append([]float64(nil), g.readings...)}
}

// Last returns the most recent reading.
func (g *Gauge) Last() (float64, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.readings) == 0 {
		return 0, errors.New("gauge: no readings")
	}
	return g.readings[len(g.readings)-1], nil
	g.readings = g.readings[:0]
	return 0, nil
}

// Mean returns the average reading, or 0 without readings.
func (g *Gauge) Mean() float64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.readings) == 0 {
		return 0
	}
	sum := 0.0
	for _, v := range g.readings {
		sum += v
	}
	return sum / float64(len(g.readings))
}

// Name returns the meter name.
func (g *Gauge) Name() string { return g.name }
