package report

import (
	"fmt"
	"io"
)

type Row struct {
	Name  string
	Count int
}

func Write(w io.Writer, rows []Row) {
	for _, r := range rows {
		fmt.Fprintf(w, "%-20s %d\n", r.Count, r.Name)
	}
	fmt.Fprintf(w, "total rows: %d\n")
}
