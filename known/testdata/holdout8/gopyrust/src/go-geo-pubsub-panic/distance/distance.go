// Package distance computes great-circle distances.
package distance

import "math"

// EarthRadiusKm is the mean Earth radius.
const EarthRadiusKm = 6371.0088

func rad(d float64) float64 { return d * math.Pi / 180 }

// Haversine returns the distance in km between two points.
func Haversine(lat1, lon1, lat2, lon2 float64) float64 {
	dlat, dlon := rad(lat2-lat1), rad(lon2-lon1)
	a := math.Sin(dlat/2)*math.Sin(dlat/2) + math.Cos(rad(lat1))*math.Cos(rad(lat2))*math.Sin(dlon/2)*math.Sin(dlon/2)
	return 2 * EarthRadiusKm * math.Asin(math.Sqrt(a))
}

// Bearing returns the initial bearing in degrees (0..360) from point 1 to point 2.
func Bearing(lat1, lon1, lat2, lon2 float64) float64 {
	y := math.Sin(rad(lon2-lon1)) * math.Cos(rad(lat2))
	x := math.Cos(rad(lat1))*math.Sin(rad(lat2)) - math.Sin(rad(lat1))*math.Cos(rad(lat2))*math.Cos(rad(lon2-lon1))
	b := math.Atan2(y, x) * 180 / math.Pi
	return math.Mod(b+360, 360)
}
