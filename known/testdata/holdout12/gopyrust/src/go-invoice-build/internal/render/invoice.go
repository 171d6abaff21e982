package render

import (
	"fmt"
	"io"
)

// Line is one invoice line.
type Line struct {
	SKU   string
	Qty   int
	Cents int64
}

func writeLine(w io.Writer, l Line) {
	fmt.Fprintf(w, "%-10s %4d %10.2f\n", l.SKU, l.Qty, float64(l.Cents)/100)
}

// Render renders all lines into a new buffer.
func Render(lines []Line) []string {
	var buf Buffer
	for _, l := range lines {
		writeLine(buf, l)
	}
	return buf.Lines()
}
