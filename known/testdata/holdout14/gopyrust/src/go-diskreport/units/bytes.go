package units

import "fmt"

var suffixes = []string{"B", "KB", "MB", "GB", "TB"}

// FormatBytes renders n in binary units with one decimal: 1536 -> "1.5 KiB".
func FormatBytes(n int64) string {
	if n < 1024 {
		return fmt.Sprintf("%d B", n)
	}
	f := float64(n)
	i := 0
	for f >= 1024 && i < len(suffixes)-1 {
		f /= 1024
		i++
	}
	return fmt.Sprintf("%.1f %s", f, suffixes[i])
}
