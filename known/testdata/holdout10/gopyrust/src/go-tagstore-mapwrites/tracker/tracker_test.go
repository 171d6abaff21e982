package tracker

import (
	"fmt"
	"sync"
	"testing"
)

func TestObserveSequential(t *testing.T) {
	l := New()
	for _, tag := range []string{"api/v1.0.0", "api/v1.2.0", "api/v1.1.9"} {
		l.Observe(tag)
	}
	if v, _ := l.Get("api"); v.Minor != 2 {
		t.Errorf("latest api = %+v, want v1.2.0", v)
	}
}

func TestObserveConcurrent(t *testing.T) {
	l := New()
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 20000; i++ {
				l.Observe(fmt.Sprintf("comp%d/v1.%d.%d", i%50, w, i))
			}
		}(w)
	}
	wg.Wait()
	if _, ok := l.Get("comp7"); !ok {
		t.Error("comp7 missing")
	}
}
