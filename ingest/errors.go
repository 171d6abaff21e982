package ingest

import (
	"errors"
	"fmt"
)

// ErrStore is wrapped by every error of the store itself (an unwritable directory, a full
// disk, a damaged output); the command line maps it to exit status 3.
var ErrStore = errors.New("store")

// ErrNotFound is wrapped when an id names no stored output.
var ErrNotFound = errors.New("no such output")

// InputError is an input that cannot be read: a missing file, a directory, a FIFO, a
// truncated gzip. The command line maps it to exit status 2.
type InputError struct {
	Path string
	Err  error
}

func (e *InputError) Error() string { return fmt.Sprintf("%s: %v", e.Path, e.Err) }
func (e *InputError) Unwrap() error { return e.Err }

// StoreError is a failure of the store, naming the path involved.
type StoreError struct {
	Op   string
	Path string
	Err  error
}

func (e *StoreError) Error() string {
	return fmt.Sprintf("store: %s %s: %v", e.Op, e.Path, e.Err)
}
func (e *StoreError) Unwrap() []error { return []error{ErrStore, e.Err} }

func storeErr(op, path string, err error) error {
	if err == nil {
		return nil
	}
	var se *StoreError
	if errors.As(err, &se) {
		return err
	}
	return &StoreError{Op: op, Path: path, Err: err}
}
