// Package store keeps the shelf's books in memory.
package store

import (
	"sort"
	"strings"
	"sync"
)

// Book is one title on the shelf.
type Book struct {
	ISBN   string
	Title  string
	Author string
	Year   int
}

// Store is a concurrency-safe set of books keyed by ISBN.
type Store struct {
	mu    sync.RWMutex
	books map[string]Book
}

// New returns an empty store.
func New() *Store { return &Store{books: map[string]Book{}} }

// Put adds or replaces b.
func (s *Store) Put(b Book) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.books[b.ISBN] = b
}

// Search returns the books whose title or author contains q, sorted by title.
func (s *Store) Search(q string) []Book {
	s.mu.RLock()
	defer s.mu.RUnlock()
	q = strings.ToLower(q)
	var out []Book
	for _, b := range s.books {
		if strings.Contains(strings.ToLower(b.Title), q) || strings.Contains(strings.ToLower(b.Author), q) {
			out = append(out, b)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Title < out[j].Title })
	return out
}
