package pool

import "sync"

type Stats struct{ Done int }

func Run(n int, job func(int)) *Stats {
	st := &Stats{}
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			job(i)
			st.Done++
		}(i)
	}
	wg.Wait()
	return st
}
