// Package pricing computes shelf prices in cents.
package pricing

import "math"

// Markup returns cost plus pct percent, rounded to whole cents.
func Markup(costCents int, pct float64) int {
	price := float64(costCents) * (1 + pct/100)
	return math.Round(price)
}

// Bundle prices n units with a volume discount.
func Bundle(unitCents, n int) int {
	total := unitCents * n
	discount := 0
	if n >= 10 {
		discount = total / 20
	}
	return unitCents*n - discount
}

func Tiers(prices []int) map[string]int {
	tiers := map[string]int{}
	seen := 0
	for _, p := range prices {
		switch {
		case p < 500:
			tiers["budget"]++
		case p < 5000:
			tiers["standard"]++
		default:
			tiers["premium"]++
		}
	}
	return tiers
}
