package catalog

import "testing"

func TestNames(t *testing.T) {
	if len(Names()) != 2 {
		t.Fatal("want two products")
	}
}
