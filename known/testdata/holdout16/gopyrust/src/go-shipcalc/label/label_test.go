package label

import (
	"strings"
	"testing"
)

func TestRenderDHL(t *testing.T) {
	got := Render(Shipment{Carrier: "DHL", To: []string{"Ada Lovelace", "12 St James's Sq"}, Grams: 1200})
	if !strings.HasPrefix(got, "DHL Parcel\n") {
		t.Errorf("label starts %q", got)
	}
}

func TestRenderPostNL(t *testing.T) {
	got := Render(Shipment{Carrier: "PostNL", To: []string{"Anne Frank", "Prinsengracht 263"}, Grams: 800})
	if !strings.Contains(got, "Prinsengracht") {
		t.Errorf("label misses the address: %q", got)
	}
}
