package distance

import (
	"math"
	"testing"
)

var coords = map[string][2]float64{}

func init() {
	for _, c := range []struct {
		n        string
		lat, lon float64
	}{
		{"Amsterdam", 52.3676, 4.9041},
		{"Athens", 37.9838, 23.7275},
		{"Barcelona", 41.3874, 2.1686},
		{"Berlin", 52.5200, 13.4050},
		{"Bern", 46.9480, 7.4474},
		{"Bratislava", 48.1486, 17.1077},
		{"Brussels", 50.8503, 4.3517},
		{"Bucharest", 44.4268, 26.1025},
		{"Budapest", 47.4979, 19.0402},
		{"Copenhagen", 55.6761, 12.5683},
		{"Dublin", 53.3498, -6.2603},
		{"Edinburgh", 55.9533, -3.1883},
		{"Helsinki", 60.1699, 24.9384},
		{"Istanbul", 41.0082, 28.9784},
		{"Kyiv", 50.4501, 30.5234},
		{"Lisbon", 38.7223, -9.1393},
		{"Ljubljana", 46.0569, 14.5058},
		{"London", 51.5074, -0.1278},
		{"Luxembourg", 49.6116, 6.1319},
		{"Madrid", 40.4168, -3.7038},
		{"Milan", 45.4642, 9.1900},
		{"Oslo", 59.9139, 10.7522},
		{"Paris", 48.8566, 2.3522},
		{"Prague", 50.0755, 14.4378},
		{"Reykjavik", 64.1466, -21.9426},
		{"Riga", 56.9496, 24.1052},
		{"Rome", 41.9028, 12.4964},
		{"Sofia", 42.6977, 23.3219},
		{"Stockholm", 59.3293, 18.0686},
		{"Tallinn", 59.4370, 24.7536},
		{"Valletta", 35.8989, 14.5146},
		{"Vienna", 48.2082, 16.3738},
		{"Vilnius", 54.6872, 25.2797},
		{"Warsaw", 52.2297, 21.0122},
		{"Zagreb", 45.8150, 15.9819},
		{"Zurich", 47.3769, 8.5417},
		{"Auckland", -36.8485, 174.7633},
		{"BuenosAires", -34.6037, -58.3816},
		{"CapeTown", -33.9249, 18.4241},
		{"Lima", -12.0464, -77.0428},
		{"Nairobi", -1.2921, 36.8219},
		{"Santiago", -33.4489, -70.6693},
		{"Sydney", -33.8688, 151.2093},
		{"Tokyo", 35.6762, 139.6503},
		{"Vancouver", 49.2827, -123.1207},
	} {
		coords[c.n] = [2]float64{c.lat, c.lon}
	}
}

func TestHaversineLegs(t *testing.T) {
	for _, l := range legs {
		t.Run(l.from+"-"+l.to, func(t *testing.T) {
			a, b := coords[l.from], coords[l.to]
			got := Haversine(a[0], a[1], b[0], b[1])
			if math.Abs(got-l.km) > 0.05 {
				t.Errorf("Haversine = %.2f km, want %.1f", got, l.km)
			}
			t.Logf("%s -> %s: %.1f km, bearing %.0f°", l.from, l.to, got, Bearing(a[0], a[1], b[0], b[1]))
		})
	}
}

func TestSymmetric(t *testing.T) {
	a, b := coords["Lisbon"], coords["Helsinki"]
	if d1, d2 := Haversine(a[0], a[1], b[0], b[1]), Haversine(b[0], b[1], a[0], a[1]); d1 != d2 {
		t.Errorf("not symmetric: %v vs %v", d1, d2)
	}
}
