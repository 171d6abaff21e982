package tz

import "testing"

func TestOffset(t *testing.T) {
	if got := Offset(-90); got != "-01:30" {
		t.Errorf("Offset(-90) = %q", got)
	}
}
