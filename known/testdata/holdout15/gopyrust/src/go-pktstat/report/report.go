// Package report renders per-host packet counts.
package report

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Row is one host's totals.
type Row struct {
	Host    string
	Packets int
	Bytes   int64
}

// Hosts merges the source and destination host lists.
func Hosts(src, dst []string) []string {
	all := slices.Concat(src, dst)
	slices.Sort(all)
	return slices.Compact(all)
}

// Resolve looks up every host in parallel and fills names.
func Resolve(hosts []string, lookup func(string) string) map[string]string {
	names := make(map[string]string, len(hosts))
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, h := range hosts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n := lookup(h)
			mu.Lock()
			names[h] = n
			mu.Unlock()
		}()
	}
	wg.Wait()
	return names
}

// Write prints the table sorted by bytes.
func Write(w io.Writer, rows []Row) {
	sort.Slice(rows, func(i, j int) bool { return rows[i].Bytes > rows[j].Bytes })
	for _, r := range rows {
		fmt.Fprintf(w, "%-20s %8d %10d\n", strings.ToLower(r.Host), r.Packets, r.Bytes)
	}
}
