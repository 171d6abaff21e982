// Package pipeline moves rows through stages.
package pipeline

// Stage transforms a row.
type Stage func(string) string

// Run feeds rows through the stages and returns the results in order.
func Run(rows []string, stages ...Stage) []string {
	in := make(chan string)
	out := make(chan string, len(rows))
	go func() {
		for r := range in {
			for _, s := range stages {
				r = s(r)
			}
			out <- r
		}
		close(out)
	}()
	for _, r := range rows {
		in <- r
	}
	close(in)
	var res []string
	for r := range out {
		res = append(res, r)
	}
	return res
}
