// Package cache keeps sessions in memory with a time to live.
package cache

import (
	"sync"
	"time"
)

type entry struct {
	user    string
	expires time.Time
}

// Cache maps session ids to users.
type Cache struct {
	mu  sync.RWMutex
	ttl time.Duration
	m   map[string]entry
	now func() time.Time
}

// New returns an empty cache whose entries live for ttl.
func New(ttl time.Duration) *Cache {
	return &Cache{ttl: ttl, m: make(map[string]entry), now: time.Now}
}

// Put stores id -> user.
func (c *Cache) Put(id, user string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[id] = entry{user: user, expires: c.now().Add(c.ttl)}
}

// Get returns the user of id; an expired entry is removed on the way.
func (c *Cache) Get(id string) (string, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.m[id]
	if !ok {
		return "", false
	}
	if c.now().After(e.expires) {
		c.mu.Lock() // upgrade to delete the stale entry
		delete(c.m, id)
		c.mu.Unlock()
		return "", false
	}
	return e.user, true
}

// Len returns the number of entries, expired or not.
func (c *Cache) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.m)
}
