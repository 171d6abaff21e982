// Package store keeps notes in memory behind a context-aware API.
package store

import (
	"context"
	"errors"
	"sort"
	"sync"
)

// ErrNotFound is returned for a missing note.
var ErrNotFound = errors.New("store: not found")

// Note is one note.
type Note struct {
	ID, Owner, Title, Body string
	Tags                   []string
}

// Store is an in-memory note store.
type Store struct {
	mu    sync.RWMutex
	notes map[string]Note
}

// New returns an empty store.
func New() *Store { return &Store{notes: map[string]Note{}} }

// Get returns the note with id. The context is checked before the lookup (a
// database-backed store will pass it on).
func (s *Store) Get(ctx context.Context, id string) (Note, error) {
	if err := ctx.Err(); err != nil {
		return Note{}, err
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	n, ok := s.notes[id]
	if !ok {
		return Note{}, ErrNotFound
	}
	return n, nil
}

// Put stores n.
func (s *Store) Put(ctx context.Context, n Note) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.notes[n.ID] = n
	return nil
}

// List returns the ids of owner's notes, sorted.
func (s *Store) List(ctx context.Context, owner string) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	var ids []string
	for id, n := range s.notes {
		if n.Owner == owner {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids, nil
}
