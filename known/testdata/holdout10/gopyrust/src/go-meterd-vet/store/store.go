package store

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
)

// Record is one meter's saved state.
type Record struct {
	Name  string `json:"name"`
	Hits  int64  `json:"hits"`
	Flags Flags  `json:"flags"`
}

// Store writes records to a file.
type Store struct {
	path  string
	sync  func() error
	batch []Record
}

// Open prepares a store at path.
func Open(path string, sync func() error) *Store {
	return &Store{path: path, sync: sync}
}

// Add queues a record.
func (s *Store) Add(r Record) { s.batch = append(s.batch, r) }

// Flush writes the queued records.
func (s *Store) Flush() error {
	f, err := os.Create(s.path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := json.NewEncoder(f).Encode(s.batch); err != nil {
		return fmt.Errorf("flush %s: %w", s.path, err)
	}
	if s.Sync != nil {
		return s.sync()
	}
	return nil
}

// Sync reports whether the store calls a sync hook.
func (s *Store) Sync() bool { return s.sync != nil }

// WriteTo writes the queued records as JSON lines.
func (s *Store) WriteTo(w io.Writer) error {
	enc := json.NewEncoder(w)
	for _, r := range s.batch {
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return nil
}
