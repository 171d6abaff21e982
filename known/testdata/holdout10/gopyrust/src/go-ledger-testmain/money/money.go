// Package money formats amounts held in cents.
package money

import "fmt"

// Cents is an amount of money in cents.
type Cents int64

// String formats c as 12.34.
func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}

// FromFloat converts a float amount of units to cents.
func FromFloat(f float64) Cents { return Cents(f * 100) }
