package pool

import (
	"sync"
	"sync/atomic"
	"testing"
)

type fake struct{ closed *atomic.Int32 }

func (f fake) Close() error { f.closed.Add(1); return nil }

func newFake(closed *atomic.Int32) func() (Conn, error) {
	return func() (Conn, error) { return fake{closed}, nil }
}

func TestReuse(t *testing.T) {
	var closed atomic.Int32
	p := New(2, newFake(&closed))
	c, _ := p.Get()
	p.Put(c)
	if len(p.idle) != 1 {
		t.Fatalf("idle = %d, want 1", len(p.idle))
	}
}

func TestCloseWhileBusy(t *testing.T) {
	var closed atomic.Int32
	p := New(4, newFake(&closed))
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				c, err := p.Get()
				if err != nil {
					return
				}
				p.Put(c)
			}
		}()
	}
	p.Close()
	wg.Wait()
}
