// Package store totals the space files take.
package store

import "fmt"

// File is a stored file. Size became int64 for files over 2 GiB; its users were not updated.
type File struct {
	Name string
	Size int64
}

// Total is the space all files take.
func Total(files []File) int {
	total := 0
	for _, f := range files {
		total += f.Size
	}
	return total
}

// Over lists the files over limit bytes.
func Over(files []File, limit int) []string {
	var out []string
	for _, f := range files {
		if f.Size > limit {
			out = append(out, f.Name)
		}
	}
	return out
}

// Human is a size in KiB.
func Human(n int) string { return fmt.Sprintf("%d KiB", n/1024) }

// Label names a file with its size.
func Label(f File) string { return f.Name + " " + Human(f.Size) }

// Name is a file's name, or nil when it has none.
func Name(f File) string {
	if f.Name == "" {
		return nil
	}
	return f.Name
}
