// Package tracker remembers the latest tag of each component.
package tracker

import (
	"strings"
	"sync"

	"example.com/tagstore/semver"
)

// Latest maps a component to its newest version.
type Latest struct {
	mu   sync.Mutex
	tags map[string]semver.Version
}

// New returns an empty cache.
func New() *Latest { return &Latest{tags: make(map[string]semver.Version)} }

// Observe records tag if it is newer than what the cache holds. Safe for concurrent use.
func (l *Latest) Observe(tag string) {
	comp, ver, _ := strings.Cut(tag, "/")
	v, err := semver.Parse(ver)
	if err != nil {
		return
	}
	old, ok := l.tags[comp]
	if !ok || semver.Compare(v, old) > 0 {
		l.tags[comp] = v
	}
}

// Get returns the newest version seen for comp.
func (l *Latest) Get(comp string) (semver.Version, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	v, ok := l.tags[comp]
	return v, ok
}
