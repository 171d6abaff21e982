package quantile

import (
	"math/rand"
	"testing"
	"time"
)

func TestOf(t *testing.T) {
	s := []time.Duration{5, 1, 4, 2, 3, 10, 9, 8, 7, 6}
	for q, want := range map[float64]time.Duration{0: 1, 0.5: 5, 0.9: 9, 1: 10} {
		if got := Of(s, q); got != want {
			t.Errorf("Of(%v) = %v, want %v", q, got, want)
		}
	}
}

func TestEmpty(t *testing.T) {
	if got := Summarize(nil); got != (Summary{}) {
		t.Errorf("Summarize(nil) = %+v", got)
	}
}

func TestHeavyTail(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	r := rand.New(rand.NewSource(1))
	s := make([]time.Duration, 10000)
	for i := range s {
		s[i] = time.Duration(r.ExpFloat64() * float64(time.Millisecond))
	}
	sum := Summarize(s)
	if !(sum.P50 < sum.P90 && sum.P90 < sum.P99 && sum.P99 <= sum.Max) {
		t.Errorf("percentiles out of order: %+v", sum)
	}
	t.Logf("p50=%v p90=%v p99=%v max=%v", sum.P50, sum.P90, sum.P99, sum.Max)
}

func BenchmarkSummarize1k(b *testing.B) {
	s := make([]time.Duration, 1000)
	for i := range s {
		s[i] = time.Duration(i * 7919 % 1000)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Summarize(s)
	}
}
