// Package sender delivers a batch of mails through a Transport, a few at a time.
package sender

import (
	"sync"

	"example.com/batchmail/address"
)

// Mail is one message to deliver.
type Mail struct {
	To      string
	Subject string
	Body    string
}

// Transport delivers one mail (SMTP in production, a fake in tests).
type Transport interface {
	Send(m Mail) error
}

// Report says what happened to each mail of a batch.
type Report struct {
	mu      sync.Mutex
	Sent    []string
	Invalid []string
	Failed  map[string]error
}

func (r *Report) add(f func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	f()
}

// SendAll delivers mails with at most workers sends in flight.
func SendAll(t Transport, mails []Mail, workers int) *Report {
	r := &Report{Failed: map[string]error{}}
	sem := make(chan struct{}, workers)
	var wg sync.WaitGroup
	wg.Add(len(mails))
	for _, m := range mails {
		if err := address.Valid(m.To); err != nil {
			r.add(func() { r.Invalid = append(r.Invalid, m.To) })
			continue
		}
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if err := t.Send(m); err != nil {
				r.add(func() { r.Failed[m.To] = err })
				return
			}
			r.add(func() { r.Sent = append(r.Sent, m.To) })
		}()
	}
	wg.Wait()
	return r
}
