package money

import "testing"

func TestString(t *testing.T) {
	for c, want := range map[Cents]string{0: "0.00", 5: "0.05", 1234: "12.34", -250: "-2.50"} {
		if got := c.String(); got != want {
			t.Errorf("Cents(%d).String() = %q, want %q", int64(c), got, want)
		}
	}
}
