package queue

import "testing"

func TestPush(t *testing.T) {
	q := New(2)
	q.Push(1)
	q.Push(2)
	if len(q.items) != 2 {
		t.Fatal("want 2 items")
	}
}

func TestDrain(t *testing.T) {
	q := New(3)
	q.Push(1)
	q.Push(2)
	got := q.Drain()
	if len(got) != 2 {
		t.Fatalf("Drain() = %v", got)
	}
}
