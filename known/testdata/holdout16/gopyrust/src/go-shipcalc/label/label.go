// Package label renders shipping labels.
package label

import (
	"fmt"
	"strings"

	"example.com/shipcalc/rates"
)

// Shipment is what a label is printed for.
type Shipment struct {
	Carrier string
	To      []string
	Grams   int
}

// Render returns the label text.
func Render(s Shipment) string {
	c := rates.Lookup(strings.ToLower(s.Carrier))
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", c.DisplayName())
	for _, l := range s.To {
		fmt.Fprintf(&b, "  %s\n", l)
	}
	fmt.Fprintf(&b, "%.1f kg, %d cents\n", float64(s.Grams)/1000, c.Price(s.Grams))
	return b.String()
}
