// Package units converts parcel weights.
package units

// GramsPerPound is the exact avoirdupois pound.
const GramsPerPound = 453.59237

// PoundsToGrams converts pounds to whole grams, rounding to nearest.
func PoundsToGrams(lb float64) int {
	return int(lb*GramsPerPound + 0.5)
}

// GramsToOunces converts grams to ounces.
func GramsToOunces(g int) float64 {
	return float64(g) / (GramsPerPound / 16)
}
