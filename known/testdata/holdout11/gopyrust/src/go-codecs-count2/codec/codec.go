// Package codec keeps a registry of named encoders.
package codec

import (
	"fmt"
	"sync"
)

// Encoder turns records into bytes.
type Encoder func(rows [][]string) []byte

var (
	mu       sync.Mutex
	registry = map[string]Encoder{}
)

// Register adds an encoder under name; a name can be registered once.
func Register(name string, e Encoder) error {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[name]; dup {
		return fmt.Errorf("codec: duplicate codec %q", name)
	}
	registry[name] = e
	return nil
}

// Lookup finds a registered encoder.
func Lookup(name string) (Encoder, bool) {
	mu.Lock()
	defer mu.Unlock()
	e, ok := registry[name]
	return e, ok
}
