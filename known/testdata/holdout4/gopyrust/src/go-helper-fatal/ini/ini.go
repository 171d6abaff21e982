// Package ini reads INI-style configuration files.
package ini

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// File is a parsed configuration: section -> key -> value.
// Keys before the first section header are in section "".
type File map[string]map[string]string

// ParseError reports a malformed line.
type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("ini: line %d: %s", e.Line, e.Msg) }

// Parse reads an INI file.
func Parse(r io.Reader) (File, error) {
	f := File{"": {}}
	section := ""
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || line[0] == ';' || line[0] == '#':
			continue
		case line[0] == '[':
			if !strings.HasSuffix(line, "]") {
				return nil, &ParseError{n, "unterminated section header"}
			}
			section = strings.TrimSpace(line[1 : len(line)-1])
			if _, ok := f[section]; !ok {
				f[section] = map[string]string{}
			}
		default:
			key, value, ok := strings.Cut(line, "=")
			if !ok {
				return nil, &ParseError{n, "expected key = value"}
			}
			value = strings.TrimSpace(value)
			if i := strings.IndexAny(value, ";#"); i >= 0 {
				value = strings.TrimSpace(value[:i])
			}
			f[section][strings.TrimSpace(key)] = unquote(value)
		}
	}
	return f, sc.Err()
}

func unquote(v string) string {
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
		if s, err := strconv.Unquote(v); err == nil {
			return s
		}
	}
	return v
}

// Get returns section.key, or def when it is not set.
func (f File) Get(section, key, def string) string {
	if v, ok := f[section][key]; ok {
		return v
	}
	return def
}

// Int returns section.key as an int.
func (f File) Int(section, key string, def int) (int, error) {
	v, ok := f[section][key]
	if !ok {
		return def, nil
	}
	return strconv.Atoi(v)
}

// Bool returns section.key as a bool (true/false, yes/no, on/off, 1/0).
func (f File) Bool(section, key string, def bool) (bool, error) {
	v, ok := f[section][key]
	if !ok {
		return def, nil
	}
	switch strings.ToLower(v) {
	case "true", "yes", "on", "1":
		return true, nil
	case "false", "no", "off", "0":
		return false, nil
	}
	return false, fmt.Errorf("ini: %s.%s: not a boolean: %q", section, key, v)
}

// Sections returns the section names in no particular order.
func (f File) Sections() []string {
	out := make([]string, 0, len(f))
	for s := range f {
		out = append(out, s)
	}
	return out
}
