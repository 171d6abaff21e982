// Package resize computes thumbnail sizes.
package resize

// Fit scales (w, h) to fit in a max x max box, keeping the aspect ratio; it never enlarges.
func Fit(w, h, max int) (int, int) {
	if w <= max && h <= max {
		return w, h
	}
	if w >= h {
		return max, (h*max + w/2) / w
	}
	return (w*max + h/2) / h, max
}
