package tokens

import (
	"sync"
	"time"

	"example.com/tokencache/clock"
)

// Token is an access token with its expiry.
type Token struct {
	Value   string
	Expires time.Time
}

// Fetcher gets a fresh token for a scope.
type Fetcher func(scope string) (Token, error)

// Cache keeps one token per scope and refreshes it shortly before it expires.
type Cache struct {
	mu     sync.Mutex
	clock  clock.Clock
	fetch  Fetcher
	skew   time.Duration
	tokens map[string]Token
}

// New returns a cache refreshing tokens skew before they expire.
func New(c clock.Clock, f Fetcher, skew time.Duration) *Cache {
	return &Cache{clock: c, fetch: f, skew: skew, tokens: map[string]Token{}}
}

// Get returns a valid token for scope, fetching one if needed.
func (c *Cache) Get(scope string) (Token, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t, ok := c.tokens[scope]
	if ok && c.clock.Now().Add(c.skew).Before(t.Expires) {
		return t, nil
	}
	return c.refresh(scope)
}

// refresh fetches and stores a new token for scope.
func (c *Cache) refresh(scope string) (Token, error) {
	t, err := c.fetch(scope)
	if err != nil {
		return Token{}, err
	}
	c.store(scope, t)
	return t, nil
}

func (c *Cache) store(scope string, t Token) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.tokens[scope] = t
}

// Len is the number of cached scopes.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.tokens)
}

// Forget drops the token for scope.
func (c *Cache) Forget(scope string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.tokens, scope)
}
