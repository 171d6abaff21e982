// Package units converts weights.
package units

// Grams converts kilograms to grams, rounding to the nearest gram.
func Grams(kg float64) int { return int(kg*1000 + 0.5) }
