package queue

import "testing"

func TestPushPop(t *testing.T) {
	q := New(1)
	q.Push("a")
	if q.Pop() != "a" {
		t.Fatal("want a")
	}
}

func TestDrain(t *testing.T) {
	q := New(2)
	q.Push("a")
	q.Push("b")
	q.Pop()
	q.Pop()
	q.Pop() // blocks forever: the queue is empty
}
