// Package inventory tracks stock levels per SKU and location.
package inventory

import (
	"errors"
	"sort"
)

// ErrShort is returned when a pick exceeds the stock.
var ErrShort = errors.New("inventory: not enough stock")

// Store holds quantities by location, then SKU.
type Store struct {
	levels map[string]map[string]int
}

// NewStore returns an empty store.
func NewStore() *Store {
	return &Store{levels: map[string]map[string]int{}}
}

// Receive adds qty of sku at loc.
func (s *Store) Receive(loc, sku string, qty int) {
	bin := s.levels[loc]
	bin[sku] += qty
}

// Pick removes qty of sku at loc.
func (s *Store) Pick(loc, sku string, qty int) error {
	if s.levels[loc][sku] < qty {
		return ErrShort
	}
	s.levels[loc][sku] -= qty
	return nil
}

// Level is the quantity of sku at loc.
func (s *Store) Level(loc, sku string) int { return s.levels[loc][sku] }

// Locations lists the known locations in order.
func (s *Store) Locations() []string {
	out := make([]string, 0, len(s.levels))
	for l := range s.levels {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}
