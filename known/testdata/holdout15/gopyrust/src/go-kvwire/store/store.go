// Package store defines the key-value interface every backend implements.
package store

import "errors"

// ErrNotFound is returned by Get for a missing key.
var ErrNotFound = errors.New("store: key not found")

// Store is a byte-oriented key-value store.
type Store interface {
	Get(key string) ([]byte, error)
	Put(key string, val []byte) error
	// Delete removes key; deleting a missing key is not an error.
	Delete(key string) error
	Len() int
}
