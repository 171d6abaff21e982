package parse

import "strings"

// Header parses "Key: value" lines into a map.
func Header(s string) map[string]string {
	var h map[string]string
	for _, line := range strings.Split(s, "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		if h == nil && len(k) > 8 {
			h = map[string]string{}
		}
		h[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	return h
}
