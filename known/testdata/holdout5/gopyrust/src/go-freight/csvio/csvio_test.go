package csvio

import (
	"fmt"
	"strings"
	"testing"
)

func TestParseRows(t *testing.T) {
	for n := 1; n <= 25; n++ {
		n := n
		t.Run(fmt.Sprintf("rows_%d", n), func(t *testing.T) {
			var b strings.Builder
			b.WriteString("sku,qty,grams\n")
			for i := 0; i < n; i++ {
				fmt.Fprintf(&b, "SKU-%03d,%d,%d\n", i, i+1, (i+1)*250)
			}
			rows, err := Parse(b.String())
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) != n {
				t.Fatalf("got %d rows, want %d", len(rows), n)
			}
			if rows[n-1].Grams != n*250 {
				t.Errorf("last row grams = %d", rows[n-1].Grams)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	cases := map[string]string{
		"bad_qty":      "sku,qty,grams\nA,x,1\n",
		"bad_grams":    "sku,qty,grams\nA,1,y\n",
		"quote_broken": "sku,qty,grams\n\"A,1,2\n",
	}
	for _, name := range []string{"bad_qty", "bad_grams", "quote_broken"} {
		in := cases[name]
		t.Run(name, func(t *testing.T) {
			if _, err := Parse(in); err == nil {
				t.Errorf("Parse(%q): no error", in)
			}
		})
	}
}
