package model

import (
	"errors"
	"sort"
	"sync"
)

// ErrNotFound is returned for an unknown user id.
var ErrNotFound = errors.New("model: user not found")

// Store keeps users in memory.
type Store struct {
	mu    sync.RWMutex
	next  int64
	users map[int64]User
}

// NewStore returns an empty store.
func NewStore() *Store { return &Store{users: map[int64]User{}} }

// Add stores u under a new id and returns it.
func (s *Store) Add(u User) User {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.next++
	u.ID = s.next
	s.users[u.ID] = u
	return u
}

// Get returns the user with the given id.
func (s *Store) Get(id int64) (User, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	u, ok := s.users[id]
	if !ok {
		return User{}, ErrNotFound
	}
	return u, nil
}

// All returns every user, ordered by id.
func (s *Store) All() []User {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]User, 0, len(s.users))
	for _, u := range s.users {
		out = append(out, u)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
