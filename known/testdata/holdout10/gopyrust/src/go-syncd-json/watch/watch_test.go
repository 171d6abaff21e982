package watch

import (
	"sync"
	"testing"
	"time"
)

func TestWatch(t *testing.T) {
	t.Run("reports_added", testReportsAdded)
}

func testReportsAdded(t *testing.T) {
	var mu sync.Mutex
	names := []string{"a.txt"}
	got := make(chan []string, 1)
	w := &Watcher{
		List:  func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), names...) },
		Every: 2 * time.Millisecond,
		OnChange: func(added, removed []string) {
			t.Logf("change: +%v -%v", added, removed)
			if len(removed) > 0 {
				t.Errorf("unexpected removal of %v", removed)
			}
			select {
			case got <- added:
			default:
			}
		},
	}
	w.Start()
	if first := <-got; len(first) != 1 || first[0] != "a.txt" {
		t.Fatalf("first change = %v", first)
	}
	mu.Lock()
	names = []string{"b.txt"} // a.txt renamed to b.txt
	mu.Unlock()
	// forgot w.Stop(): the poller keeps running after the test returns
}

func TestDiff(t *testing.T) {
	a := map[string]bool{"x": true}
	b := map[string]bool{"x": true, "y": true}
	if d := diff(a, b); len(d) != 1 || d[0] != "y" {
		t.Errorf("diff = %v", d)
	}
	time.Sleep(50 * time.Millisecond)
}
