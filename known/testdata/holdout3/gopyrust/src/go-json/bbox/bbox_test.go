package bbox

import "testing"

func TestContains(t *testing.T) {
	b := Box{47, 5, 55, 15}
	if !b.Contains(52.5, 13.4) {
		t.Fatal("Berlin should be inside")
	}
	if b.Contains(48.9, 2.35) {
		t.Fatal("Paris should be outside")
	}
}

func TestExtend(t *testing.T) {
	b := Box{47, 5, 55, 15}.Extend(60, 25)
	if b.MaxLat != 60 || b.MaxLon != 25 {
		t.Fatalf("Extend = %+v", b)
	}
}
