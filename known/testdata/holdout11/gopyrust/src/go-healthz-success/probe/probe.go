// Package probe checks a dependency and survives a panicking checker.
package probe

import "fmt"

// Check is one health check.
type Check func() error

// Run runs every check; a panic in a check is reported as its error.
func Run(checks map[string]Check) map[string]error {
	res := make(map[string]error, len(checks))
	for name, c := range checks {
		res[name] = safe(c)
	}
	return res
}

func safe(c Check) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return c()
}
