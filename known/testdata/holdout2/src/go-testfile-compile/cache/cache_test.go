package cache

import "testing"

func TestPutGet(t *testing.T) {
	c := New(2)
	c.Put("a", "1")
	if v, ok := c.Get("a"); !ok || v != "1" {
		t.Fatalf("Get(a) = %q, %v", v, ok)
	}
}

func TestEvicts(t *testing.T) {
	c := New(2)
	c.Put("a", "1")
	c.Put("b", "2")
	c.Put("c", "3")
	if c.Len() != 2 {
		t.Fatalf("Len = %d", c.Len())
	}
	if _, ok := c.Get("a"); ok {
		t.Fatal("a should be evicted")
	}
	if c.Cap() != 2 {
		t.Fatalf("Cap = %d", c.Cap())
	}
	var hits int = c.Stats().Hits
	_ = hits
}
