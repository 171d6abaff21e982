// Package units converts order quantities between units.
package units

import (
	"fmt"
	"math"
)

var toGrams = map[string]float64{
	"g": 1, "kg": 1000, "oz": 28.349523125, "lb": 453.59237,
}

var toMillilitres = map[string]float64{
	"ml": 1, "l": 1000, "floz": 29.5735295625, "cup": 236.5882365, "gal": 3785.411784,
}

// Convert converts q from one unit to another of the same dimension.
func Convert(q float64, from, to string) (float64, error) {
	if f, ok := toGrams[from]; ok {
		if t, ok := toGrams[to]; ok {
			return round(q * f / t), nil
		}
	}
	if f, ok := toMillilitres[from]; ok {
		if t, ok := toMillilitres[to]; ok {
			return round(q * f / t), nil
		}
	}
	return 0, fmt.Errorf("units: cannot convert %s to %s", from, to)
}

func round(x float64) float64 { return math.Round(x*1000) / 1000 }
