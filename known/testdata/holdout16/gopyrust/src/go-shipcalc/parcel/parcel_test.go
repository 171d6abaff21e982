package parcel

import "testing"

func TestVolumetricGrams(t *testing.T) {
	b := Box{L: 40, W: 30, H: 20}
	if got, want := b.VolumetricGrams(), 4800; got != want {
		t.Errorf("Box%v.VolumetricGrams() = %d, want %d", b, got, want)
	}
}

func TestBillableGramsHeavy(t *testing.T) {
	if got := BillableGrams(Box{L: 10, W: 10, H: 10}, 2500); got != 2500 {
		t.Errorf("BillableGrams = %d, want 2500", got)
	}
}
