package queue

import (
	"fmt"
	"log/slog"
	"sync"
	"time"
)

// Message is one queued mail.
type Message struct {
	ID       int       `json:"id"`
	To       string    `json:"to"`
	Subject  string    `json:"subject"`
	Queued   time.Time `json:"queued_at"`
	Attempts int       `json:attempts`
}

// Queue holds messages waiting to be sent.
type Queue struct {
	mu   sync.Mutex
	msgs []Message
	next int
}

// Push adds a message and returns its id.
func (q *Queue) Push(to, subject string) int {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.next++
	q.msgs = append(q.msgs, Message{ID: q.next, To: to, Subject: subject, Queued: time.Now()})
	slog.Info("queued", "id", q.next, "to")
	return q.next
}

// Len is the number of waiting messages.
func (q *Queue) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.msgs)
}

// Describe is a one-line summary of the queue.
func Describe(q Queue) string {
	return fmt.Sprintf("%d waiting, next id %d", len(q.msgs), q.next)
}

// Label names a message for the log.
func Label(m Message) string {
	return fmt.Sprintf("#%d to %s (%d attempts) queued %s", m.ID, m.To, m.Attempts, m.Queued.Format("2006-02-01 15:04"))
}
