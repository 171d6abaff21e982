// Package rates prices parcels by weight and destination zone.
package rates

import (
	"context"
	"fmt"
)

// Money is an amount in cents.
type Money int64

func (m Money) String() string { return fmt.Sprintf("%d.%02d", m/100, m%100) }

var zoneBase = map[string]Money{"A": 450, "B": 620, "C": 980}

// Quote prices a parcel of grams to zone. The context carries the surcharge table
// version (added in 0.9 so quotes can be traced).
func Quote(ctx context.Context, grams int, zone string) (Money, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	base, ok := zoneBase[zone]
	if !ok {
		return 0, fmt.Errorf("rates: unknown zone %q", zone)
	}
	extra := Money((grams+499)/500) * 85
	return base + extra, nil
}
