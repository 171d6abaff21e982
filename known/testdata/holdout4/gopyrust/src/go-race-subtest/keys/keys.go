// Package keys builds cache keys.
package keys

import (
	"sort"
	"strings"
)

// For returns a key for a path and its query parameters, in a stable order.
func For(path string, params map[string]string) string {
	names := make([]string, 0, len(params))
	for k := range params {
		names = append(names, k)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString(path)
	for i, k := range names {
		if i == 0 {
			b.WriteByte('?')
		} else {
			b.WriteByte('&')
		}
		b.WriteString(k + "=" + params[k])
	}
	return b.String()
}
