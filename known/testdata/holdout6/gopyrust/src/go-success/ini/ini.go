// Package ini reads a small subset of INI files.
package ini

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// File maps "section.key" to value.
type File map[string]string

// SyntaxError reports a malformed line.
type SyntaxError struct {
	Line int
	Text string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("ini: line %d: cannot parse %q", e.Line, e.Text)
}

// Parse reads r.
func Parse(r io.Reader) (File, error) {
	f := File{}
	section := ""
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "", strings.HasPrefix(line, ";"), strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			section = strings.TrimSpace(line[1 : len(line)-1])
		default:
			k, v, ok := strings.Cut(line, "=")
			if !ok {
				return nil, &SyntaxError{Line: n, Text: line}
			}
			key := strings.TrimSpace(k)
			if section != "" {
				key = section + "." + key
			}
			f[key] = strings.TrimSpace(v)
		}
	}
	return f, sc.Err()
}
