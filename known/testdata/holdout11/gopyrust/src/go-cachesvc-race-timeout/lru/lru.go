// Package lru is a small LRU cache with hit statistics.
package lru

import (
	"container/list"
	"sync"
)

type entry struct {
	key string
	val []byte
}

// Cache holds at most Max entries.
type Cache struct {
	mu    sync.Mutex
	Max   int
	ll    *list.List
	items map[string]*list.Element
	Hits  int
	Miss  int
}

// New returns an empty cache.
func New(max int) *Cache {
	return &Cache{Max: max, ll: list.New(), items: map[string]*list.Element{}}
}

// Get returns the value for key and marks it recently used.
func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	el, ok := c.items[key]
	if ok {
		c.ll.MoveToFront(el)
	}
	c.mu.Unlock()
	if !ok {
		c.Miss++
		return nil, false
	}
	c.Hits++
	return el.Value.(*entry).val, true
}

// Put stores a value, evicting the least recently used entry when full.
func (c *Cache) Put(key string, val []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		el.Value.(*entry).val = val
		c.ll.MoveToFront(el)
		return
	}
	c.items[key] = c.ll.PushFront(&entry{key, val})
	if c.ll.Len() > c.Max {
		last := c.ll.Back()
		c.ll.Remove(last)
		delete(c.items, last.Value.(*entry).key)
	}
}
