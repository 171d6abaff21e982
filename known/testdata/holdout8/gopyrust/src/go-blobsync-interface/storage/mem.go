package storage

import (
	"bytes"
	"context"
	"io"
	"sort"
	"strings"
	"sync"
)

var _ Backend = (*Mem)(nil)

// Mem keeps blobs in memory (tests and dry runs).
type Mem struct {
	mu    sync.Mutex
	blobs map[string][]byte
}

// NewMem returns an empty in-memory backend.
func NewMem() *Mem { return &Mem{blobs: map[string][]byte{}} }

// Get returns a reader over a copy of the blob.
func (m *Mem) Get(_ context.Context, key string) (io.ReadCloser, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.blobs[key]
	if !ok {
		return nil, ErrNotExist
	}
	return io.NopCloser(bytes.NewReader(append([]byte(nil), b...))), nil
}

// Put stores the blob.
func (m *Mem) Put(_ context.Context, key string, r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m.mu.Lock()
	m.blobs[key] = b
	m.mu.Unlock()
	return nil
}

// List returns the keys under prefix, sorted.
func (m *Mem) List(_ context.Context, prefix string) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var keys []string
	for k := range m.blobs {
		if strings.HasPrefix(k, prefix) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys, nil
}
