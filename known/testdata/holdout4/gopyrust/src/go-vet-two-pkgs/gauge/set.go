package gauge

// Set is a group of gauges keyed by meter name.
type Set struct {
	gauges map[string]*Gauge
}

// NewSet returns an empty set.
func NewSet() *Set { return &Set{gauges: map[string]*Gauge{}} }

// Get returns the gauge for name, creating it on first use.
func (s *Set) Get(name string) *Gauge {
	g, ok := s.gauges[name]
	if !ok {
		g = New(name)
		s.gauges[name] = g
	}
	return g
}

// Means returns the mean of every gauge.
func (s *Set) Means() map[string]float64 {
	out := make(map[string]float64, len(s.gauges))
	for name, g := range s.gauges {
		snap := *g
		out[name] = snap.Mean()
	}
	return out
}
