// Package clock abstracts time for tests.
package clock

import "time"

// Clock tells the time.
type Clock interface{ Now() time.Time }

// Real is the wall clock.
type Real struct{}

// Now returns time.Now().
func (Real) Now() time.Time { return time.Now() }

// Fake is a settable clock.
type Fake struct{ T time.Time }

// Now returns the fake time.
func (f *Fake) Now() time.Time { return f.T }

// Advance moves the fake clock forward.
func (f *Fake) Advance(d time.Duration) { f.T = f.T.Add(d) }
