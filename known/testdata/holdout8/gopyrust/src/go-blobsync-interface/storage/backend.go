// Package storage abstracts where blobs live.
package storage

import (
	"context"
	"errors"
	"io"
)

// ErrNotExist is returned for a missing key.
var ErrNotExist = errors.New("storage: key does not exist")

// Backend stores blobs by key. Delete was added for the prune command.
type Backend interface {
	Get(ctx context.Context, key string) (io.ReadCloser, error)
	Put(ctx context.Context, key string, r io.Reader) error
	List(ctx context.Context, prefix string) ([]string, error)
	Delete(ctx context.Context, key string) error
}
