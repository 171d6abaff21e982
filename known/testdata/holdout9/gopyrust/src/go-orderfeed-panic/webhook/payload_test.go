package webhook

import (
	"strings"
	"testing"
)

func TestDecodeRejectsGarbage(t *testing.T) {
	for _, body := range []string{"", "{", "[1,2]"} {
		if _, err := Decode([]byte(body)); err == nil {
			t.Errorf("Decode(%q): no error", body)
		}
	}
}

func TestDecodeEmptyOrder(t *testing.T) {
	o, err := Decode([]byte(`{"id":"A-1","lines":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	if o.ID != "A-1" || len(o.Lines) != 0 {
		t.Errorf("got %+v", o)
	}
}

func TestDecodeOrder(t *testing.T) {
	body := `{"id":"A-1042","lines":[{"sku":"FLOUR-1KG","qty":3,"unit":"kg"},{"sku":"YEAST","qty":2}],"notes":{"gift":true}}`
	o, err := Decode([]byte(body))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(o.SKUs(), ","); got != "FLOUR-1KG,YEAST" {
		t.Errorf("SKUs = %s", got)
	}
	if o.Lines[0].Quantity != 3 || o.Lines[0].Unit != "kg" {
		t.Errorf("first line = %+v", o.Lines[0])
	}
}

func TestSKUsSorted(t *testing.T) {
	o := Order{Lines: []Line{{SKU: "b"}, {SKU: "a"}, {SKU: "c"}}}
	if got := strings.Join(o.SKUs(), ""); got != "abc" {
		t.Errorf("SKUs = %s", got)
	}
}
