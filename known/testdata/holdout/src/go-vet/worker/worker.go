package worker

import (
	"context"
	"sync"
	"time"
)

type Pool struct {
	mu    sync.Mutex
	tasks []func()
}

func (p Pool) Len() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.tasks)
}

func Run(parent context.Context, f func(context.Context)) {
	ctx, _ := context.WithTimeout(parent, time.Second)
	f(ctx)
}
