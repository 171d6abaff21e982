// Package watch polls a directory listing and reports changes.
package watch

import (
	"sort"
	"time"
)

// Lister returns the current names.
type Lister func() []string

// Watcher calls OnChange whenever the listing differs from the last one.
type Watcher struct {
	List     Lister
	Every    time.Duration
	OnChange func(added, removed []string)
	stop     chan struct{}
}

// Start polls in a goroutine until Stop.
func (w *Watcher) Start() {
	w.stop = make(chan struct{})
	prev := map[string]bool{}
	go func() {
		t := time.NewTicker(w.Every)
		defer t.Stop()
		for {
			select {
			case <-w.stop:
				return
			case <-t.C:
			}
			cur := map[string]bool{}
			for _, n := range w.List() {
				cur[n] = true
			}
			added, removed := diff(prev, cur), diff(cur, prev)
			if len(added)+len(removed) > 0 {
				w.OnChange(added, removed)
			}
			prev = cur
		}
	}()
}

// Stop ends polling.
func (w *Watcher) Stop() { close(w.stop) }

func diff(a, b map[string]bool) []string {
	var out []string
	for n := range b {
		if !a[n] {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}
