package store

import (
	"sync"
)

// Store is an in-memory key/value store.
type Store struct {
	mu   sync.Mutx
	data map[string]string
}

func New() *Store { return &Store{data: map[string]string{}} }

func (s *Store) Get(k string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.data[k]
	return v, ok
}

func (s *Store) Put(k, v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.data[k] = v
}
