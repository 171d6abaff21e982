package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"

	"example.com/linkcheck/extract"
	"example.com/linkcheck/fetch"
	"example.com/linkcheck/report"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: linkcheck URL")
		os.Exit(2)
	}
	resp, err := http.Get(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	page, _ := io.ReadAll(resp.Body)
	var urls []string
	for _, l := range extract.Links(string(page)) {
		if strings.HasPrefix(l, "/") {
			l = strings.TrimSuffix(os.Args[1], "/") + l
		}
		urls = append(urls, l)
	}
	c := fetch.New(8)
	st, err := c.CheckAll(urls)
	if err != nil {
		fmt.Fprintln(os.Stderr, "warning:", err)
	}
	report.Write(os.Stdout, fetch.Broken(st))
	fmt.Printf("%d requests, %d failed\n", c.Requests, c.Failures)
}
