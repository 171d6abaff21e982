// Package parcel computes parcel sizes and weights.
package parcel

import "math"

// Box is a parcel's outer size in centimetres.
type Box struct{ L, W, H float64 }

// VolumetricGrams returns the volumetric weight carriers bill for: L*W*H / 5000 kg.
func (b Box) VolumetricGrams() int {
	return int(b.L * b.W * b.H / 5000)
}

// BillableGrams is the larger of the real and the volumetric weight.
func BillableGrams(b Box, grams int) int {
	return int(math.Max(float64(grams), float64(b.VolumetricGrams())))
}
