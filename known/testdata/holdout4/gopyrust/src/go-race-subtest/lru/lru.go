// Package lru is a small least-recently-used cache.
package lru

import (
	"container/list"
	"sync"
)

type entry struct {
	key   string
	value []byte
}

// Cache holds at most Cap entries.
type Cache struct {
	mu    sync.Mutex
	cap   int
	order *list.List
	items map[string]*list.Element

	// Hits and Misses count lookups.
	Hits, Misses int
	// last is the key of the most recent lookup.
	last string
}

// New returns a cache of the given capacity.
func New(capacity int) *Cache {
	return &Cache{cap: capacity, order: list.New(), items: map[string]*list.Element{}}
}

// Put stores value under key, evicting the oldest entry when full.
func (c *Cache) Put(key string, value []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		el.Value.(*entry).value = value
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&entry{key, value})
	if c.order.Len() > c.cap {
		old := c.order.Back()
		c.order.Remove(old)
		delete(c.items, old.Value.(*entry).key)
	}
}

// Get returns the value under key.
func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	el, ok := c.items[key]
	if ok {
		c.order.MoveToFront(el)
		c.Hits++
	} else {
		c.Misses++
	}
	c.mu.Unlock()
	c.last = key
	if !ok {
		return nil, false
	}
	return el.Value.(*entry).value, true
}

// Last returns the key of the most recent lookup.
func (c *Cache) Last() string { return c.last }

// Len returns the number of entries.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}
