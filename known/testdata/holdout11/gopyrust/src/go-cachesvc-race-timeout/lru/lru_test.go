package lru

import (
	"fmt"
	"sync"
	"testing"
)

func TestEvicts(t *testing.T) {
	c := New(2)
	c.Put("a", []byte("1"))
	c.Put("b", []byte("2"))
	c.Get("a")
	c.Put("c", []byte("3"))
	if _, ok := c.Get("b"); ok {
		t.Fatal("b should have been evicted")
	}
}

func TestConcurrentGet(t *testing.T) {
	c := New(100)
	for i := 0; i < 10; i++ {
		c.Put(fmt.Sprint(i), []byte{byte(i)})
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				c.Get(fmt.Sprint((g + i) % 12))
			}
		}(g)
	}
	wg.Wait()
}
