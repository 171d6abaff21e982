package cache

import (
	"testing"
	"time"
)

func TestPutGet(t *testing.T) {
	c := New(time.Minute)
	c.Put("s1", "ada")
	if u, ok := c.Get("s1"); !ok || u != "ada" {
		t.Fatalf("Get(s1) = %q, %v; want ada, true", u, ok)
	}
	if _, ok := c.Get("nope"); ok {
		t.Fatal("Get(nope) found an entry")
	}
}

func TestExpired(t *testing.T) {
	now := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	c := New(time.Minute)
	c.now = func() time.Time { return now }
	c.Put("s1", "ada")
	now = now.Add(2 * time.Minute)
	if _, ok := c.Get("s1"); ok {
		t.Fatal("Get(s1) returned an expired session")
	}
	if n := c.Len(); n != 0 {
		t.Errorf("Len() = %d after expiry, want 0", n)
	}
}
