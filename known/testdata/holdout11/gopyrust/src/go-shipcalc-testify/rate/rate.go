// Package rate prices a parcel by zone and weight.
package rate

import "fmt"

// Quote is the price of one parcel.
type Quote struct {
	Zone      string
	WeightG   int
	BaseCts   int
	Surcharge int
	TotalCts  int
}

var base = map[string]int{"A": 450, "B": 620, "C": 980}

// Price returns the quote for a parcel of weightG grams to zone.
func Price(zone string, weightG int) (Quote, error) {
	b, ok := base[zone]
	if !ok {
		return Quote{}, fmt.Errorf("rate: unknown zone %q", zone)
	}
	q := Quote{Zone: zone, WeightG: weightG, BaseCts: b}
	// every started 500 g above the first kilo costs 80 cents
	if weightG > 1000 {
		q.Surcharge = (weightG - 1000) / 500 * 80
	}
	q.TotalCts = q.BaseCts + q.Surcharge
	return q, nil
}
