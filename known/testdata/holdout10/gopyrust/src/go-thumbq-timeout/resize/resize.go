// Package resize computes thumbnail sizes.
package resize

// Fit scales w x h to fit inside max x max, keeping the aspect ratio.
func Fit(w, h, max int) (int, int) {
	if w <= max && h <= max {
		return w, h
	}
	if w >= h {
		return max, h * max / w
	}
	return w * max / h, max
}
