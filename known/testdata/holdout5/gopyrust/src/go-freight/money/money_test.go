package money

import (
	"fmt"
	"testing"
)

func TestString(t *testing.T) {
	cases := []struct {
		in   Cents
		want string
	}{
		{0, "0.00"}, {5, "0.05"}, {99, "0.99"}, {100, "1.00"}, {123456, "1,234.56"},
		{100000000, "1,000,000.00"}, {-250, "-2.50"}, {-123456789, "-1,234,567.89"},
	}
	for _, c := range cases {
		c := c
		t.Run(c.want, func(t *testing.T) {
			if got := c.in.String(); got != c.want {
				t.Errorf("Cents(%d).String() = %q, want %q", int64(c.in), got, c.want)
			}
		})
	}
}

func TestPercent(t *testing.T) {
	for p := int64(0); p <= 100; p += 4 {
		p := p
		t.Run(fmt.Sprintf("pct_%03d", p), func(t *testing.T) {
			got := Cents(10000).Percent(p)
			if got != Cents(100*p) {
				t.Errorf("Percent(%d) = %d, want %d", p, got, 100*p)
			}
		})
	}
}
