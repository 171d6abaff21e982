// Package store is an in-memory key/value map.
package store

import "sync"

// Store is safe for concurrent use.
type Store struct {
	mu sync.RWMutex
	m  map[string][]byte
}

// New returns an empty store.
func New() *Store { return &Store{m: make(map[string][]byte)} }

// Put sets key to a copy of val.
func (s *Store) Put(key string, val []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[key] = append([]byte(nil), val...)
}

// Get returns the value of key.
func (s *Store) Get(key string) ([]byte, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	v, ok := s.m[key]
	return v, ok
}
