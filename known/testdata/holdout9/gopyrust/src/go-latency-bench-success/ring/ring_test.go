package ring

import (
	"reflect"
	"testing"
	"time"
)

func TestWrap(t *testing.T) {
	b := New(3)
	for i := 1; i <= 5; i++ {
		b.Add(time.Duration(i))
	}
	if got, want := b.Snapshot(), []time.Duration{3, 4, 5}; !reflect.DeepEqual(got, want) {
		t.Errorf("Snapshot = %v, want %v", got, want)
	}
	if b.Len() != 3 {
		t.Errorf("Len = %d", b.Len())
	}
}

func TestPartial(t *testing.T) {
	b := New(4)
	b.Add(7)
	if got := b.Snapshot(); len(got) != 1 || got[0] != 7 {
		t.Errorf("Snapshot = %v", got)
	}
}

func BenchmarkAdd(b *testing.B) {
	r := New(1024)
	for i := 0; i < b.N; i++ {
		r.Add(time.Duration(i))
	}
}

func BenchmarkSnapshot(b *testing.B) {
	r := New(1024)
	for i := 0; i < 2000; i++ {
		r.Add(time.Duration(i))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = r.Snapshot()
	}
}
