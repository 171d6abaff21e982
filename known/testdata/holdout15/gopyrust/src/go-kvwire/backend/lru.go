package backend

import (
	"container/list"

	"example.com/kvwire/store"
)

type entry struct {
	key string
	val []byte
}

// LRU evicts the least recently used key beyond its capacity.
type LRU struct {
	cap   int
	order *list.List
	items map[string]*list.Element
}

func NewLRU(capacity int) *LRU {
	return &LRU{cap: capacity, order: list.New(), items: map[string]*list.Element{}}
}

func (c *LRU) Get(key string) ([]byte, error) {
	el, ok := c.items[key]
	if !ok {
		return nil, store.ErrNotFound
	}
	c.order.MoveToFront(el)
	return el.Value.(*entry).val, nil
}

func (c *LRU) Put(key string, val []byte) error {
	if el, ok := c.items[key]; ok {
		el.Value.(*entry).val = val
		c.order.MoveToFront(el)
		return nil
	}
	c.items[key] = c.order.PushFront(&entry{key, val})
	if c.order.Len() > c.cap {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.items, last.Value.(*entry).key)
	}
	return nil
}

func (c *LRU) Len() int { return c.order.Len() }
