// Package fence tests points against circular geofences.
package fence

import "math"

// Circle is a fence: a centre and a radius in metres.
type Circle struct {
	Lat, Lon float64
	RadiusM  float64
}

const earthM = 6371000.0

// Contains reports whether (lat, lon) is inside c.
func (c Circle) Contains(lat, lon float64) bool {
	rad := math.Pi / 180
	dlat := (lat - c.Lat) * rad
	dlon := (lon - c.Lon) * rad
	a := math.Sin(dlat/2)*math.Sin(dlat/2) + math.Cos(c.Lat*rad)*math.Cos(lat*rad)*math.Sin(dlon/2)*math.Sin(dlon/2)
	return 2*earthM*math.Asin(math.Sqrt(a)) <= c.RadiusM
}
