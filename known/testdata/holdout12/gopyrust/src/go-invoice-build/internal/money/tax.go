package money

// Rate is a tax rate, e.g. 0.2 for 20%.
type Rate float64

// Tax returns the tax on cents at rate r, rounded down.
func Tax(cents int64, r Rate) int64 {
	return cents * r
}

// Total adds the tax to cents.
func Total(cents int64, r Rate) int64 {
	return cents + Tax(cents, r)
}
