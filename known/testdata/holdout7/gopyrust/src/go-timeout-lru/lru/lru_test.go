package lru

import (
	"fmt"
	"sync"
	"testing"
)

func TestGetMissing(t *testing.T) {
	c := New(100)
	if _, ok := c.Get("nope"); ok {
		t.Fatal("Get on an empty cache found something")
	}
}

func TestPutGet(t *testing.T) {
	c := New(100)
	c.Put("a", []byte("alpha"))
	c.Put("b", []byte("beta"))
	if v, ok := c.Get("a"); !ok || string(v) != "alpha" {
		t.Fatalf("Get(a) = %q, %v", v, ok)
	}
	if c.Len() != 2 || c.Size() != 9 {
		t.Errorf("Len, Size = %d, %d; want 2, 9", c.Len(), c.Size())
	}
}

func TestPutReplaces(t *testing.T) {
	c := New(100)
	c.Put("a", []byte("alpha"))
	c.Put("a", []byte("a"))
	if c.Size() != 1 {
		t.Errorf("Size = %d after replacing, want 1", c.Size())
	}
}

func TestPutEvictsOldest(t *testing.T) {
	c := New(10)
	var evicted []string
	c.OnEvict = func(k string) { evicted = append(evicted, k) }
	c.Put("a", []byte("12345"))
	c.Put("b", []byte("12345"))
	c.Get("a")
	c.Put("c", []byte("12345"))
	if _, ok := c.Get("b"); ok {
		t.Errorf("b still cached; evicted %v", evicted)
	}
}

func TestConcurrentPut(t *testing.T) {
	c := New(1 << 20)
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				c.Put(fmt.Sprintf("w%d-%d", w, i), []byte("v"))
			}
		}(w)
	}
	wg.Wait()
	if c.Len() != 200 {
		t.Errorf("Len = %d, want 200", c.Len())
	}
}
