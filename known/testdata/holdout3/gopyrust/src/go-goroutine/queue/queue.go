// Package queue is a small FIFO of job IDs.
package queue

type Queue struct{ ids []string }

func (q *Queue) Push(id string) { q.ids = append(q.ids, id) }

func (q *Queue) Pop() (string, bool) {
	if len(q.ids) == 0 {
		return "", false
	}
	id := q.ids[0]
	q.ids = q.ids[1:]
	return id, true
}

func (q *Queue) Len() int { return len(q.ids) }
