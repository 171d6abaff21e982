// Package units converts distances.
package units

// MilesToKm converts statute miles.
func MilesToKm(mi float64) float64 { return mi * 1.609344 }

// NauticalToKm converts nautical miles (wrongly, with the statute factor).
func NauticalToKm(nm float64) float64 { return nm * 1.609344 }
