package crawl

import "sync"

// Fetcher returns the links found on a page.
type Fetcher interface {
	Links(url string) ([]string, error)
}

// Collect fetches every seed concurrently and returns all links found.
func Collect(f Fetcher, seeds []string) []string {
	var wg sync.WaitGroup
	var out []string
	for _, s := range seeds {
		wg.Add(1)
		go func(u string) {
			defer wg.Done()
			links, err := f.Links(u)
			if err != nil {
				return
			}
			out = append(out, links...)
		}(s)
	}
	wg.Wait()
	return out
}
