// Package units converts distances.
package units

const (
	metresPerMile         = 1609.344
	metresPerNauticalMile = 1852
)

func MilesToKm(mi float64) float64 { return mi * metresPerMile / 1000 }

func NauticalToKm(nm float64) float64 { return nm * metresPerMile / 1000 }

func KmToMiles(km float64) float64 { return km * 1000 / metresPerMile }
