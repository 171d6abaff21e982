// Package pubsub fans position updates out to subscribers.
package pubsub

import "sync"

// Update is one position report.
type Update struct {
	Vehicle  string
	Lat, Lon float64
}

// Broker delivers every published update to every subscriber whose filter accepts it.
type Broker struct {
	mu     sync.Mutex
	subs   map[int]*sub
	nextID int
	closed bool
}

type sub struct {
	ch     chan Update
	filter func(Update) bool
}

// New returns a broker with no subscribers.
func New() *Broker { return &Broker{subs: map[int]*sub{}} }

// Subscribe registers a subscriber; buf is its channel's buffer size.
func (b *Broker) Subscribe(buf int, filter func(Update) bool) (int, <-chan Update) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.nextID++
	s := &sub{ch: make(chan Update, buf), filter: filter}
	b.subs[b.nextID] = s
	return b.nextID, s.ch
}

// Unsubscribe closes the subscriber's channel.
func (b *Broker) Unsubscribe(id int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if s, ok := b.subs[id]; ok {
		close(s.ch)
	}
}

// Publish delivers u; a subscriber whose buffer is full misses it. It returns the
// number of subscribers that got it.
func (b *Broker) Publish(u Update) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for _, s := range b.subs {
		if s.filter != nil && !s.filter(u) {
			continue
		}
		select {
		case s.ch <- u:
			n++
		default:
		}
	}
	return n
}

// Close closes every subscriber's channel.
func (b *Broker) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return
	}
	b.closed = true
	for id, s := range b.subs {
		close(s.ch)
		delete(b.subs, id)
	}
}

// Len is the number of subscribers.
func (b *Broker) Len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs)
}
