package ingest

import (
	"fmt"
	"strconv"
)

// Thousands renders n with commas between groups of three digits: 2,270.
func Thousands[T ~int | ~int64](n T) string {
	s := strconv.FormatInt(int64(n), 10)
	neg := false
	if s[0] == '-' {
		neg, s = true, s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3+1)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}

// HumanBytes renders a size in B, KiB, MiB or GiB, rounding up, so a size it states is never
// less than the size it stands for.
func HumanBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	units := []string{"KiB", "MiB", "GiB", "TiB"}
	v, i := float64(n)/unit, 0
	for v >= unit && i < len(units)-1 {
		v /= unit
		i++
	}
	if v >= 100 || v == float64(int64(v)) {
		return fmt.Sprintf("%d %s", int64(ceil(v)), units[i])
	}
	return fmt.Sprintf("%.1f %s", ceil(v*10)/10, units[i])
}

func ceil(v float64) float64 {
	i := float64(int64(v))
	if v > i {
		return i + 1
	}
	return i
}
