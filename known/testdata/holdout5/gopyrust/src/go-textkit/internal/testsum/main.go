// Command testsum reads `go test -json` events and prints a short summary.
// It exits 1 if any test or package failed.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

type event struct {
	Action  string
	Package string
	Test    string
	Output  string
	Elapsed float64
}

func main() {
	f := os.Stdin
	if len(os.Args) > 1 {
		var err error
		if f, err = os.Open(os.Args[1]); err != nil {
			fmt.Fprintln(os.Stderr, "testsum:", err)
			os.Exit(2)
		}
	}
	out := map[string][]string{}
	var failed []string
	pkgFail := map[string]bool{}
	passed, skipped := 0, 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var e event
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			continue
		}
		key := e.Package + " " + e.Test
		switch e.Action {
		case "output":
			out[key] = append(out[key], e.Output)
		case "pass":
			if e.Test != "" {
				passed++
			}
		case "skip":
			if e.Test != "" {
				skipped++
			}
		case "fail":
			if e.Test != "" {
				failed = append(failed, key)
			} else {
				pkgFail[e.Package] = true
			}
		}
	}
	sort.Strings(failed)
	fmt.Println("---- test summary ----")
	for _, k := range failed {
		fmt.Printf("FAILED %s\n", k)
		for _, l := range out[k] {
			if strings.HasPrefix(l, "=== ") || strings.HasPrefix(strings.TrimSpace(l), "--- ") {
				continue
			}
			fmt.Printf("    %s", l)
		}
	}
	fmt.Printf("%d passed, %d failed, %d skipped\n", passed, len(failed), skipped)
	if len(failed) > 0 || len(pkgFail) > 0 {
		os.Exit(1)
	}
}
