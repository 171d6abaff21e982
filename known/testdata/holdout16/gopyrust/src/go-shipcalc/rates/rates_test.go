package rates

import "testing"

func TestPrice(t *testing.T) {
	c := Lookup("dhl")
	for _, tc := range []struct{ grams, want int }{{1, 570}, {1000, 570}, {1001, 690}, {5000, 1050}} {
		if got := c.Price(tc.grams); got != tc.want {
			t.Errorf("Price(%d) = %d, want %d", tc.grams, got, tc.want)
		}
	}
}

func TestLookupUnknown(t *testing.T) {
	if c := Lookup("fedex"); c != nil {
		t.Fatalf("Lookup(fedex) = %v, want nil", c)
	}
}
