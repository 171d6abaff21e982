// Package page splits a feed's entries into fixed-size pages.
package page

// Pager pages over n items, size per page.
type Pager struct {
	n, size int
}

func New(n, size int) Pager { return Pager{n: n, size: size} }

// Count is the number of pages.
func (p Pager) Count() int {
	if p.n == 0 {
		return 0
	}
	return (p.n + p.size - 1) / p.size
}

// Bounds returns the [lo, hi) item range of page i (0-based).
func (p Pager) Bounds(i int) (lo, hi int) {
	lo = i * p.size
	hi = lo + p.size
	return lo, hi
}

// Slice returns the titles on page i.
func Slice(titles []string, p Pager, i int) []string {
	lo, hi := p.Bounds(i)
	out := make([]string, 0, hi-lo)
	for k := lo; k < hi; k++ {
		out = append(out, titles[k])
	}
	return out
}
