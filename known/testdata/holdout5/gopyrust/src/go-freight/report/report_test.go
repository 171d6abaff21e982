package report

import (
	"fmt"
	"strings"
	"testing"
)

func TestTableWidths(t *testing.T) {
	for n := 1; n <= 20; n++ {
		n := n
		t.Run(fmt.Sprintf("cell_len_%02d", n), func(t *testing.T) {
			out := Table([]string{"sku", "qty"}, [][]string{{strings.Repeat("x", n), "1"}})
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines[0]) != len(lines[1]) {
				t.Errorf("header %q and row %q differ in width", lines[0], lines[1])
			}
		})
	}
}
