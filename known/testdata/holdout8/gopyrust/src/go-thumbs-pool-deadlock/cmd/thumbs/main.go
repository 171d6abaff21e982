// Command thumbs prints the thumbnail size of each WxH argument.
package main

import (
	"fmt"
	"os"
	"runtime"

	"example.com/thumbs/pool"
	"example.com/thumbs/resize"
)

func main() {
	res := pool.Map(os.Args[1:], runtime.NumCPU(), func(s string) (string, error) {
		var w, h int
		if _, err := fmt.Sscanf(s, "%dx%d", &w, &h); err != nil {
			return "", err
		}
		tw, th := resize.Fit(w, h, 256)
		return fmt.Sprintf("%s -> %dx%d", s, tw, th), nil
	})
	for _, r := range res {
		if r.Err != nil {
			fmt.Fprintln(os.Stderr, "thumbs:", r.Err)
			continue
		}
		fmt.Println(r.Value)
	}
}
