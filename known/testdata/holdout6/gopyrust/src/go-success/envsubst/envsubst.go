// Package envsubst expands ${NAME} and ${NAME:-default}.
package envsubst

import (
	"fmt"
	"strings"
)

// Expand replaces references in s using lookup.
func Expand(s string, lookup func(string) (string, bool)) (string, error) {
	var b strings.Builder
	for {
		i := strings.Index(s, "${")
		if i < 0 {
			b.WriteString(s)
			return b.String(), nil
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return "", fmt.Errorf("envsubst: unterminated reference at offset %d", i)
		}
		b.WriteString(s[:i])
		ref := s[i+2 : i+j]
		name, def, hasDef := strings.Cut(ref, ":-")
		if v, ok := lookup(name); ok && v != "" {
			b.WriteString(v)
		} else if hasDef {
			b.WriteString(def)
		} else {
			return "", fmt.Errorf("envsubst: %s is not set", name)
		}
		s = s[i+j+1:]
	}
}
