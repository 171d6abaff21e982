package queue

type Queue struct{ ch chan string }

func New(n int) *Queue { return &Queue{ch: make(chan string, n)} }

func (q *Queue) Push(s string) { q.ch <- s }
func (q *Queue) Pop() string   { return <-q.ch }
