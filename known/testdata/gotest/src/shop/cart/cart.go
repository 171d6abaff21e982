// Package cart sums a basket.
package cart

// Total is the sum of the prices, in cents.
func Total(prices []int) int {
	sum := 0
	for _, p := range prices[1:] {
		sum += p
	}
	return sum
}
