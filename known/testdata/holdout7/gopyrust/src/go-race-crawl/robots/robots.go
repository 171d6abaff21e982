// Package robots answers whether a path may be crawled under a robots.txt.
package robots

import "strings"

// Rules are the Disallow prefixes for our user agent.
type Rules struct{ Disallow []string }

// Parse reads the group for agent (or *) from a robots.txt body.
func Parse(body, agent string) Rules {
	var r Rules
	in := false
	for _, line := range strings.Split(body, "\n") {
		line = strings.TrimSpace(line)
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		k, v = strings.ToLower(strings.TrimSpace(k)), strings.TrimSpace(v)
		switch k {
		case "user-agent":
			in = v == "*" || strings.EqualFold(v, agent)
		case "disallow":
			if in && v != "" {
				r.Disallow = append(r.Disallow, v)
			}
		}
	}
	return r
}

// Allowed reports whether path may be fetched.
func (r Rules) Allowed(path string) bool {
	for _, p := range r.Disallow {
		if strings.HasPrefix(path, p) {
			return false
		}
	}
	return true
}
