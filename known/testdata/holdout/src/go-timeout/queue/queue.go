package queue

type Queue struct {
	items chan int
	done  chan struct{}
}

func New(n int) *Queue { return &Queue{items: make(chan int, n), done: make(chan struct{})} }

func (q *Queue) Push(v int) { q.items <- v }

func (q *Queue) Drain() []int {
	var out []int
	for v := range q.items { // never closed: blocks forever
		out = append(out, v)
	}
	return out
}
