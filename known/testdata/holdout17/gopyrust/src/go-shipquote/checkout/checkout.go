// Package checkout builds the shipping options shown at checkout.
package checkout

import "example.com/shipquote/rates"

// Option is one shipping choice.
type Option struct {
	Name  string
	Price rates.Money
}

// Options lists the choices for a parcel.
func Options(grams int, zone string) ([]Option, error) {
	std, err := rates.Quote(grams, zone)
	if err != nil {
		return nil, err
	}
	express, err := rates.Quote(grams*2, zone)
	if err != nil {
		return nil, err
	}
	return []Option{{"standard", std}, {"express", express}}, nil
}

// Cheapest returns the cheapest zone for a parcel among zones.
func Cheapest(grams int, zones []string) (string, rates.Money) {
	best, bestPrice := "", rates.Money(-1)
	for _, z := range zones {
		p, err := rates.Quote(grams, z)
		if err != nil {
			continue
		}
		if bestPrice < 0 || p < bestPrice {
			best, bestPrice = z, p
		}
	}
	return best, bestPrice
}

// Split prices a parcel split into n equal parts.
func Split(grams, n int, zone string) (rates.Money, error) {
	var total rates.Money
	for i := 0; i < n; i++ {
		p, err := rates.Quote(grams/n, zone)
		if err != nil {
			return 0, err
		}
		total += p
	}
	return total, nil
}

// Returns prices a return label (same zone, lighter packaging).
func Returns(grams int, zone string) (rates.Money, error) {
	return rates.Quote(grams-50, zone)
}

// Bulk prices several parcels to one zone.
func Bulk(weights []int, zone string) (rates.Money, error) {
	var total rates.Money
	for _, w := range weights {
		p, err := rates.Quote(w, zone)
		if err != nil {
			return 0, err
		}
		total += p
	}
	return total, nil
}

// Compare returns the price difference between two zones.
func Compare(grams int, a, b string) (rates.Money, error) {
	pa, err := rates.Quote(grams, a)
	if err != nil {
		return 0, err
	}
	pb, err := rates.Quote(grams, b)
	if err != nil {
		return 0, err
	}
	return pa - pb, nil
}

// Upgrade is the extra cost of express over standard.
func Upgrade(grams int, zone string) (rates.Money, error) {
	s, err := rates.Quote(grams, zone)
	if err != nil {
		return 0, err
	}
	e, err := rates.Quote(grams*2, zone)
	if err != nil {
		return 0, err
	}
	return e - s, nil
}

// Insured adds 2% insurance.
func Insured(grams int, zone string) (rates.Money, error) {
	p, err := rates.Quote(grams, zone)
	return p + p/50, err
}
