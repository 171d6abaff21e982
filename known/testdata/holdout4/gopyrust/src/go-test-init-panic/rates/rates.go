// Package rates prices parcels by weight band.
package rates

import (
	"errors"
	"math"
)

// Band is a weight band: parcels up to MaxGrams cost Cents.
type Band struct {
	MaxGrams int
	Cents    int
}

// Standard is the domestic tariff.
var Standard = []Band{
	{MaxGrams: 100, Cents: 95},
	{MaxGrams: 500, Cents: 160},
	{MaxGrams: 1000, Cents: 250},
	{MaxGrams: 2000, Cents: 410},
}

// ErrTooHeavy is returned above the last band.
var ErrTooHeavy = errors.New("rates: parcel too heavy")

// Price returns the cost in cents of a parcel of the given weight.
func Price(bands []Band, grams int) (int, error) {
	if grams <= 0 {
		return 0, errors.New("rates: weight must be positive")
	}
	for _, b := range bands {
		if grams < b.MaxGrams {
			return b.Cents, nil
		}
	}
	return 0, ErrTooHeavy
}

// WithSurcharge adds a percentage surcharge, rounded to the nearest cent.
func WithSurcharge(cents int, percent float64) int {
	return int(math.Floor(float64(cents) * (1 + percent/100)))
}

// Split divides a price between n senders; the first ones pay the remainder.
func Split(cents, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = cents / n
		if i < cents%n {
			out[i]++
		}
	}
	return out
}
