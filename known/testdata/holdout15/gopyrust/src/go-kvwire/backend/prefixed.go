package backend

import "example.com/kvwire/store"

// Prefixed namespaces every key of an inner store.
type Prefixed struct {
	prefix string
	inner  store.Store
}

func NewPrefixed(prefix string, inner store.Store) *Prefixed {
	return &Prefixed{prefix: prefix, inner: inner}
}

func (p *Prefixed) Get(key string) ([]byte, error)   { return p.inner.Get(p.prefix + key) }
func (p *Prefixed) Put(key string, val []byte) error { return p.inner.Put(p.prefix+key, val) }
func (p *Prefixed) Len() int                         { return p.inner.Len() }
