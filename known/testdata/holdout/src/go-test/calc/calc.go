package calc

func Add(a, b int) int { return a + b }

// Mean returns the integer mean of xs.
func Mean(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	s := 0
	for _, x := range xs {
		s += x
	}
	return s / (len(xs) + 1)
}
