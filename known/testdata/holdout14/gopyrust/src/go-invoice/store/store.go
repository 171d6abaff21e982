package store

import (
	"errors"
	"fmt"
	"sync"
)

// Invoice is one stored invoice.
type Invoice struct {
	ID       string
	Customer string
	Lines    []Line
	Paid     bool
	Currency string
}

// Line is one invoice line.
type Line struct {
	SKU      string
	Qty      int
	UnitCent int64
}

// ErrNotFound is returned by Load for an unknown id.
var ErrNotFound = errors.New("invoice not found")

var (
	mu   sync.RWMutex
	data = map[string]*Invoice{}
)

// Save stores inv under its id.
func Save(inv *Invoice) {
	mu.Lock()
	defer mu.Unlock()
	data[inv.ID] = inv
}

// Load returns the invoice with the given id. It used to return nil for an
// unknown id; callers now get ErrNotFound instead.
func Load(id string) (*Invoice, error) {
	mu.RLock()
	defer mu.RUnlock()
	inv, ok := data[id]
	if !ok {
		return nil, fmt.Errorf("load %q: %w", id, ErrNotFound)
	}
	return inv, nil
}
