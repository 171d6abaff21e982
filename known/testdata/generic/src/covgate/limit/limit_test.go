package limit

import "testing"

func TestAllow(t *testing.T) {
	l := New(1)
	if !l.Allow() || l.Allow() {
		t.Fatal("want one event allowed")
	}
}
