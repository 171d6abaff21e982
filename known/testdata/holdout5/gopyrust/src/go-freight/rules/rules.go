// Package rules checks a parcel against carrier limits.
package rules

import "fmt"

// Parcel is a box to ship.
type Parcel struct {
	Grams             int
	LengthCm, GirthCm int
	Hazmat, Lithium   bool
}

// Check returns the first rule the parcel breaks, or nil.
func Check(p Parcel) error {
	switch {
	case p.Grams <= 0:
		return fmt.Errorf("weight must be positive")
	case p.Grams > 30000:
		return fmt.Errorf("%d g is over the 30 kg limit", p.Grams)
	case p.LengthCm+p.GirthCm > 300:
		return fmt.Errorf("length plus girth %d cm is over 300 cm", p.LengthCm+p.GirthCm)
	case p.Hazmat && p.Lithium:
		return fmt.Errorf("lithium batteries cannot ship as hazmat ground")
	}
	return nil
}
