package render

import (
	"os"
	"strings"
	"testing"

	"example.com/invoicer/money"
)

// lineDiff is a small line-based diff for golden files: "-" lines are only in want,
// "+" lines only in got.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			b.WriteString("-" + wl + "\n+" + gl + "\n")
		}
	}
	return b.String()
}

func TestTextGolden(t *testing.T) {
	inv := Invoice{
		Number: "2024-0042", Client: "Nordlicht GmbH", RateBP: 1950, Country: "DE",
		Lines: []Line{
			{"Consulting (hours)", 12, 9500},
			{"Travel, Berlin-Hamburg", 1, 18990},
			{"Licence, annual", 3, 120000},
		},
	}
	want, err := os.ReadFile("testdata/invoice.golden")
	if err != nil {
		t.Fatal(err)
	}
	if got := Text(inv); got != string(want) {
		t.Errorf("Text() does not match testdata/invoice.golden (-want +got):\n%s", lineDiff(string(want), got))
	}
}

func TestTextEmpty(t *testing.T) {
	got := Text(Invoice{Number: "0", Client: "x", RateBP: 2000, Country: "FR"})
	if !strings.Contains(got, "Total") || !strings.Contains(got, "0.00") {
		t.Errorf("empty invoice:\n%s", got)
	}
	_ = money.Cents(0)
}
