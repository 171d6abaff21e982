// Command seed writes the sample files the integration tests read.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"example.com/codecs/pipeline"
)

func render(name string) string {
	rows := pipeline.Run([]string{" id ", " name ", " size "}, strings.TrimSpace)
	return name + ":" + strings.Join(rows, ",")
}

func main() {
	dir := "testdata/seed"
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	names := []string{"small", "medium", "large"}
	results := make(chan string)
	var wg sync.WaitGroup
	for _, n := range names {
		wg.Add(1)
		go func(n string) {
			defer wg.Done()
			results <- render(n)
		}(n)
	}
	wg.Wait()
	close(results)
	for r := range results {
		name := r[:strings.IndexByte(r, ':')]
		if err := os.WriteFile(filepath.Join(dir, name+".csv"), []byte(r[len(name)+1:]+"\n"), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println("seeded", name)
	}
}
