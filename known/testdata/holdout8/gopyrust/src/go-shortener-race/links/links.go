// Package links stores short codes and their targets.
package links

import (
	"crypto/sha1"
	"encoding/base64"
	"errors"
	"net/url"
	"sync"
)

// ErrBadURL is returned for a target that is not an absolute http(s) URL.
var ErrBadURL = errors.New("links: target must be an absolute http or https URL")

// Store maps codes to targets.
type Store struct {
	mu     sync.RWMutex
	byCode map[string]string
}

// NewStore returns an empty store.
func NewStore() *Store { return &Store{byCode: map[string]string{}} }

// Code is the 7-character code of a target (stable: the same target gets the same code).
func Code(target string) string {
	h := sha1.Sum([]byte(target))
	return base64.RawURLEncoding.EncodeToString(h[:])[:7]
}

// Add stores target and returns its code.
func (s *Store) Add(target string) (string, error) {
	u, err := url.Parse(target)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", ErrBadURL
	}
	c := Code(target)
	s.mu.Lock()
	s.byCode[c] = target
	s.mu.Unlock()
	return c, nil
}

// Lookup returns the target of code.
func (s *Store) Lookup(code string) (string, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.byCode[code]
	return t, ok
}
