//go:build linux
// +build linux

// Package fsx has the file-system helpers that differ per platform.
package fsx

import "os"

// Sync flushes f to disk.
func Sync(f *os.File) error { return f.Sync() }
