// Package recoverer turns handler panics into errors.
package recoverer

import (
	"fmt"
	"log"
)

// Handler is a unit of work.
type Handler func() error

// Wrap runs h and converts a panic into an error, logging it.
func Wrap(name string, h Handler, logger *log.Logger) (err error) {
	defer func() {
		if r := recover(); r != nil {
			logger.Printf("panic: %v (handler %s recovered)", r, name)
			err = fmt.Errorf("handler %s: panic: %v", name, r)
		}
	}()
	return h()
}
