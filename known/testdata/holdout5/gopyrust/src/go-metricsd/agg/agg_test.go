package agg

import (
	"fmt"
	"sync"
	"testing"
	"time"
)

func TestAddSums(t *testing.T) {
	a := New(time.Second)
	for i := 1; i <= 10; i++ {
		a.Add(Sample{Series: "cpu", Value: float64(i)})
	}
	got := a.Flush()["cpu"]
	if got.Count != 10 || got.Sum != 55 {
		t.Errorf("cpu bucket = %+v, want {Count:10 Sum:55}", *got)
	}
}

func TestSeriesAreSeparate(t *testing.T) {
	a := New(time.Second)
	for _, s := range []string{"cpu", "mem", "disk", "cpu"} {
		a.Add(Sample{Series: s, Value: 1})
	}
	if a.Len() != 3 {
		t.Errorf("Len() = %d, want 3", a.Len())
	}
}

func TestFlushEmpties(t *testing.T) {
	a := New(time.Second)
	a.Add(Sample{Series: "cpu", Value: 1})
	a.Flush()
	if a.Len() != 0 {
		t.Errorf("Len() after Flush = %d", a.Len())
	}
}

func TestIngestAcrossFlush(t *testing.T) {
	a := New(10 * time.Millisecond)
	a.Add(Sample{Series: "boot", Value: 1})
	a.Flush() // close the startup window
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				a.Add(Sample{Series: fmt.Sprintf("host%d.cpu", w), Value: 1})
			}
		}(w)
	}
	wg.Wait()
	total := 0
	for _, b := range a.Flush() {
		total += b.Count
	}
	if total > 800 {
		t.Errorf("counted %d samples, more than were sent", total)
	}
}
