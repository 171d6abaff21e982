// Package lru is a size-bounded, concurrency-safe LRU cache.
package lru

import (
	"container/list"
	"sync"
	"time"
)

type entry struct {
	key   string
	value []byte
}

// Cache evicts the least recently used entries once it holds more than Max bytes.
type Cache struct {
	mu    sync.Mutex
	Max   int
	size  int
	ll    *list.List
	items map[string]*list.Element
	// OnEvict, if set, is called for each evicted key.
	OnEvict func(key string)
}

// New returns a cache bounded to max bytes. A janitor goroutine trims the
// cache back under Max every minute (for caches whose Max is lowered).
func New(max int) *Cache {
	c := &Cache{Max: max, ll: list.New(), items: map[string]*list.Element{}}
	go c.janitor(time.Minute)
	return c
}

func (c *Cache) janitor(every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for range t.C {
		c.mu.Lock()
		for c.size > c.Max && c.ll.Len() > 1 {
			c.evictOldest()
		}
		c.mu.Unlock()
	}
}

// Len returns the number of entries.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}

// Size returns the number of bytes held.
func (c *Cache) Size() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.size
}

// Get returns the value for key and marks it recently used.
func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	c.ll.MoveToFront(el)
	return el.Value.(*entry).value, true
}

// Put stores value under key, evicting old entries if the cache grows past Max.
func (c *Cache) Put(key string, value []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.size += len(value) - len(el.Value.(*entry).value)
		el.Value.(*entry).value = value
		c.ll.MoveToFront(el)
	} else {
		c.items[key] = c.ll.PushFront(&entry{key, value})
		c.size += len(value)
	}
	for c.size > c.Max && c.Len() > 1 {
		c.evictOldest()
	}
}

func (c *Cache) evictOldest() {
	el := c.ll.Back()
	e := el.Value.(*entry)
	c.ll.Remove(el)
	delete(c.items, e.key)
	c.size -= len(e.value)
	if c.OnEvict != nil {
		c.OnEvict(e.key)
	}
}
