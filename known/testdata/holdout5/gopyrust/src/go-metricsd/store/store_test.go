package store

import (
	"fmt"
	"sync"
	"testing"
)

func TestPushKeepsLast(t *testing.T) {
	r := NewRing(3)
	for i := 1; i <= 5; i++ {
		r.Push("cpu", float64(i))
	}
	if got := fmt.Sprint(r.Last("cpu")); got != "[3 4 5]" {
		t.Errorf("Last = %s", got)
	}
}

func TestConcurrentPush(t *testing.T) {
	r := NewRing(1000)
	var wg sync.WaitGroup
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				r.Push("mem", 1)
			}
		}()
	}
	wg.Wait()
	if n := len(r.Last("mem")); n != 800 {
		t.Errorf("stored %d values, want 800", n)
	}
}
