package parse

import "testing"

func TestFields(t *testing.T) {
	if got := Fields(" a  b "); len(got) != 2 {
		t.Fatalf("got %v", got)
	}
}
