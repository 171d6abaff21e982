// Package geo measures great-circle distances between depots.
package geo

import "math"

const earthKm = 6371.0

// Point is a latitude/longitude in degrees.
type Point struct{ Lat, Lon float64 }

// DistanceKm is the haversine distance between a and b.
func DistanceKm(a, b Point) float64 {
	rad := math.Pi / 180
	dLat := (b.Lat - a.Lat) * rad
	dLon := (b.Lon - a.Lon) * rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(a.Lat*rad)*math.Cos(b.Lat*rad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * earthKm * math.Asin(math.Sqrt(h))
}
