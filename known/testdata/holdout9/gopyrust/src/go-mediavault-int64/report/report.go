// Package report prints storage reports.
package report

import (
	"fmt"
	"io"
	"sort"

	"example.com/mediavault/media"
)

// ByKind writes the number of assets and bytes per media kind.
func ByKind(w io.Writer, assets []media.Asset) {
	count := map[string]int{}
	bytes := map[string]int64{}
	for _, a := range assets {
		count[a.Kind()]++
		bytes[a.Kind()] += a.Size
	}
	kinds := make([]string, 0, len(count))
	for k := range count {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		fmt.Fprintf(w, "%-6s %5d %12d\n", k, count[k], bytes[k])
	}
}
