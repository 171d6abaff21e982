// Package route matches request paths against patterns like /users/{id}/posts.
package route

import "strings"

// Match reports whether path fits pattern and returns the {name} parameters.
func Match(pattern, path string) (map[string]string, bool) {
	ps := strings.Split(strings.Trim(pattern, "/"), "/")
	xs := strings.Split(strings.Trim(path, "/"), "/")
	if len(ps) != len(xs) {
		return nil, false
	}
	params := map[string]string{}
	for i, p := range ps {
		if strings.HasPrefix(p, "{") && strings.HasSuffix(p, "}") {
			params[p[1:len(p)-1]] = xs[i]
			continue
		}
		if p != xs[i] {
			return nil, false
		}
	}
	return params, true
}

// Retry calls f until it succeeds or attempts run out, returning the last error.
func Retry(attempts int, f func(int) error) error {
	var err error
	for i := 1; i <= attempts; i++ {
		if err = f(i); err == nil {
			return nil
		}
	}
	return err
}
