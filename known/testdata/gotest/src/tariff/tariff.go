// Package tariff prices energy use in cents.
package tariff

// Cost is the price of kwh kilowatt-hours at rate cents each, with a standing charge in cents.
// The bug: it truncates where it should round half up.
func Cost(kwh, rate float64, standing int) int {
	return int(kwh*rate) + standing
}

// Band is the tariff band of a yearly use.
func Band(kwh int) string {
	switch {
	case kwh < 2000:
		return "low"
	case kwh < 4000: // the bug: the medium band ends at 4500
		return "medium"
	}
	return "high"
}
