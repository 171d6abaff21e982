package clock

import "time"

// Clock tells the time; tests use a Fake.
type Clock interface{ Now() time.Time }

// Fake is a settable clock.
type Fake struct{ T time.Time }

// Now returns the fake time.
func (f *Fake) Now() time.Time { return f.T }

// Advance moves the fake clock forward.
func (f *Fake) Advance(d time.Duration) { f.T = f.T.Add(d) }
