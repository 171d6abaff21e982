// Package wire builds the named stores the daemon serves.
package wire

import (
	"fmt"
	"sort"

	"example.com/kvwire/backend"
	"example.com/kvwire/store"
)

var registry = map[string]store.Store{}

func add(name string, s store.Store) {
	if _, dup := registry[name]; dup {
		panic(fmt.Sprintf("wire: duplicate store %q", name))
	}
	registry[name] = s
}

// Setup registers the stores named in the daemon's configuration.
func Setup() {
	shared := backend.NewMem()
	add("sessions", backend.NewMem())
	add("users", backend.NewMem())
	add("flags", backend.NewMem())
	add("ratelimit", backend.NewLRU(4096))
	add("thumbs", backend.NewLRU(512))
	add("dns", backend.NewLRU(1024))
	add("tenant-a", backend.NewPrefixed("a/", shared))
	add("tenant-b", backend.NewPrefixed("b/", shared))
	add("tenant-c", backend.NewPrefixed("c/", shared))
	add("audit", backend.NewMem())
	add("locks", backend.NewLRU(64))
	add("tmp", backend.NewMem())
}

// Lookup returns the named store.
func Lookup(name string) (store.Store, bool) {
	s, ok := registry[name]
	return s, ok
}

// Names lists the registered stores in order.
func Names() []string {
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
