// Package limit allows n events per window.
package limit

// Limiter allows n events, then none until Reset.
type Limiter struct{ n, used int }

// New allows n events.
func New(n int) *Limiter { return &Limiter{n: n} }

// Allow reports whether one more event is allowed, and counts it.
func (l *Limiter) Allow() bool {
	if l.used >= l.n {
		return false
	}
	l.used++
	return true
}

// Reset starts a new window.
func (l *Limiter) Reset() { l.used = 0 }

// Left is how many events the window has left.
func (l *Limiter) Left() int { return l.n - l.used }
