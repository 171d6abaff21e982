package store

import "testing"

func TestPutGet(t *testing.T) {
	s := New()
	s.Put("a", []byte("1"))
	if v, ok := s.Get("a"); !ok || string(v) != "1" {
		t.Fatalf("Get(a) = %q, %v", v, ok)
	}
	if _, ok := s.Get("b"); ok {
		t.Fatal("Get(b) found a value")
	}
}
