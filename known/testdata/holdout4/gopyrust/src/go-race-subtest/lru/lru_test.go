package lru

import (
	"fmt"
	"sync"
	"testing"
)

func TestCache(t *testing.T) {
	t.Run("evicts_oldest", func(t *testing.T) {
		c := New(2)
		c.Put("a", []byte("1"))
		c.Put("b", []byte("2"))
		c.Put("c", []byte("3"))
		if _, ok := c.Get("a"); ok {
			t.Error("a was not evicted")
		}
		if c.Len() != 2 {
			t.Errorf("Len = %d, want 2", c.Len())
		}
	})
	t.Run("get_refreshes", func(t *testing.T) {
		c := New(2)
		c.Put("a", []byte("1"))
		c.Put("b", []byte("2"))
		c.Get("a")
		c.Put("c", []byte("3"))
		if _, ok := c.Get("a"); !ok {
			t.Error("a was evicted after a Get")
		}
	})
	t.Run("concurrent_get", func(t *testing.T) {
		c := New(64)
		for i := 0; i < 64; i++ {
			c.Put(fmt.Sprint(i), []byte{byte(i)})
		}
		var wg sync.WaitGroup
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for i := 0; i < 100; i++ {
					c.Get(fmt.Sprint((i * w) % 80))
				}
			}(w)
		}
		wg.Wait()
		if c.Hits+c.Misses != 400 {
			t.Errorf("hits %d + misses %d, want 400 lookups", c.Hits, c.Misses)
		}
	})
	t.Run("overwrite", func(t *testing.T) {
		c := New(1)
		c.Put("a", []byte("1"))
		c.Put("a", []byte("2"))
		if v, _ := c.Get("a"); string(v) != "2" {
			t.Errorf("Get(a) = %q, want 2", v)
		}
	})
}
