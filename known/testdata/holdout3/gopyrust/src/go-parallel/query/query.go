// Package query encodes sorted query strings.
package query

import (
	"net/url"
	"sort"
	"strings"
)

// Encode returns k=v pairs sorted by key, values escaped.
func Encode(m map[string]string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = url.QueryEscape(k) + "=" + url.QueryEscape(m[k])
	}
	return strings.Join(parts, "&")
}
