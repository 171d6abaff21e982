// Package template fills the {{name}} fields of a mail body.
package template

import (
	"fmt"
	"strings"
)

// Fill replaces each {{key}} with vars[key]; an unknown key is an error.
func Fill(body string, vars map[string]string) (string, error) {
	var b strings.Builder
	for {
		i := strings.Index(body, "{{")
		if i < 0 {
			b.WriteString(body)
			return b.String(), nil
		}
		j := strings.Index(body[i:], "}}")
		if j < 0 {
			return "", fmt.Errorf("template: unclosed {{ at %d", i)
		}
		key := strings.TrimSpace(body[i+2 : i+j])
		v, ok := vars[key]
		if !ok {
			return "", fmt.Errorf("template: no value for %q", key)
		}
		b.WriteString(body[:i])
		b.WriteString(v)
		body = body[i+j+2:]
	}
}
