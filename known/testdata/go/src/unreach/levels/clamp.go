package levels

// Clamp keeps v in [lo, hi].
func Clamp(v, lo, hi int) int {
	for {
		if v < lo {
			return lo
		}
		if v > hi {
			return hi
		}
		return v
	}
	return 0
}
