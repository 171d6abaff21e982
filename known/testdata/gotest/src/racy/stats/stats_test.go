package stats

import "testing"

func TestAddFromTwoGoroutines(t *testing.T) {
	c := New()
	done := make(chan bool)
	go func() {
		c.Add("a")
		done <- true
	}()
	c.Add("b")
	<-done
	if c.Count("a")+c.Count("b") != 2 {
		t.Fatal("lost an event")
	}
}
