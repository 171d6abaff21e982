// Package bbox holds latitude/longitude bounding boxes.
package bbox

type Box struct{ MinLat, MinLon, MaxLat, MaxLon float64 }

func (b Box) Contains(lat, lon float64) bool {
	return lat >= b.MinLat && lat <= b.MaxLat && lon >= b.MinLon && lon <= b.MaxLon
}

func (b Box) Extend(lat, lon float64) Box {
	if lat < b.MinLat {
		b.MinLat = lat
	}
	if lat > b.MaxLat {
		b.MaxLat = lat
	}
	if lon < b.MinLon {
		b.MinLon = lon
	}
	if lon > b.MaxLon {
		b.MaxLon = lon
	}
	return b
}
