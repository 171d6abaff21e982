package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func openTemp(t *testing.T) (*Store, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "blobs")
	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		if _, err := os.Stat(filepath.Join(dir, ".lock")); !errors.Is(err, os.ErrNotExist) {
			t.Fatalf("teardown: lock file %s still present after Close", filepath.Join("blobs", ".lock"))
		}
	})
	return s, dir
}

func TestPutGet(t *testing.T) {
	s, _ := openTemp(t)
	if err := s.Put("a", []byte("alpha")); err != nil {
		t.Fatal(err)
	}
	got, err := s.Get("a")
	if err != nil || string(got) != "alpha" {
		t.Fatalf("Get = %q, %v", got, err)
	}
}

func TestBadKeys(t *testing.T) {
	s := &Store{dir: t.TempDir()}
	for _, k := range []string{"", "a/b", `a\b`} {
		t.Run("key="+k, func(t *testing.T) {
			if _, err := s.path(k); !errors.Is(err, ErrBadKey) {
				t.Errorf("path(%q) err = %v, want ErrBadKey", k, err)
			}
		})
	}
}

func TestKeys(t *testing.T) {
	s := &Store{dir: t.TempDir()}
	for _, k := range []string{"x", "y", "z"} {
		if err := s.Put(k, []byte(k)); err != nil {
			t.Fatal(err)
		}
	}
	keys, err := s.Keys()
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) != 3 {
		t.Errorf("Keys() = %v, want 3 keys", keys)
	}
}
