// Package clock tells the time, or a fake one in tests.
package clock

import "time"

// Clock tells the time.
type Clock interface{ Now() time.Time }

// Real is the wall clock.
type Real struct{}

// Now is the wall clock's time.
func (Real) Now() time.Time { return time.Now() }

// Fake is a clock that moves only when told.
type Fake struct{ T time.Time }

// Now is the fake's time.
func (f *Fake) Now() time.Time { return f.T }

// Advance moves the fake on by d.
func (f *Fake) Advance(d time.Duration) { f.T = f.T.Add(d) }
