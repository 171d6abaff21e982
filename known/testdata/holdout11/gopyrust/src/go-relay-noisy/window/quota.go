// Package window tracks per-tenant request quotas.
package window

// Bucket is a fixed-window quota.
type Bucket struct {
	Limit int
	used  int
}

// Take reserves n requests and reports whether they fit in the window.
func (b *Bucket) Take(n int) bool {
	if b.used+n >= b.Limit {
		return false
	}
	b.used += n
	return true
}

// Remaining is what is left in the window.
func (b *Bucket) Remaining() int { return b.Limit - b.used }

// Reset starts a new window.
func (b *Bucket) Reset() { b.used = 0 }
