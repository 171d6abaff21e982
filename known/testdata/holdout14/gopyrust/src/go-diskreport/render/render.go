package render

import (
	"fmt"
	"sort"
	"strings"

	"example.com/diskreport/units"
)

// Usage is the space one directory uses.
type Usage struct {
	Dir   string
	Bytes int64
}

// Summary renders usages largest first.
func Summary(us []Usage) string {
	sorted := append([]Usage(nil), us...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Bytes > sorted[j].Bytes })
	var b strings.Builder
	for _, u := range sorted {
		fmt.Fprintf(&b, "%-12s %10s\n", u.Dir, units.FormatBytes(u.Bytes))
	}
	return b.String()
}
