package queue

import "testing"

func TestFIFO(t *testing.T) {
	var q Queue
	for _, id := range []string{"a", "b", "c"} {
		q.Push(id)
	}
	for _, want := range []string{"a", "b", "c"} {
		if got, ok := q.Pop(); !ok || got != want {
			t.Fatalf("Pop = %q, %v; want %q", got, ok, want)
		}
	}
}

func TestPopEmpty(t *testing.T) {
	var q Queue
	if _, ok := q.Pop(); ok {
		t.Fatal("Pop on empty queue reported ok")
	}
}
