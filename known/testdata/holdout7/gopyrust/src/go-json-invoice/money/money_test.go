package money

import "testing"

func TestString(t *testing.T) {
	cases := []struct {
		name string
		in   Cents
		want string
	}{
		{"zero", 0, "0.00"},
		{"cents", 7, "0.07"},
		{"ten", 1000, "10.00"},
		{"hundreds", 99999, "999.99"},
		{"thousand", 100000, "1,000.00"},
		{"million", 123456789, "1,234,567.89"},
		{"negative", -2550, "-25.50"},
		{"negative_thousands", -1234500, "-12,345.00"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := tc.in.String(); got != tc.want {
				t.Errorf("Cents(%d).String() = %q, want %q", int64(tc.in), got, tc.want)
			}
		})
	}
}

func TestParse(t *testing.T) {
	cases := []struct {
		name string
		in   string
		want Cents
	}{
		{"integer", "7", 700},
		{"one_decimal", "12.5", 1250},
		{"two_decimals", "0.99", 99},
		{"thousands", "1,234.56", 123456},
		{"spaces", "  42.00 ", 4200},
		{"negative", "-3.10", -310},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := Parse(tc.in)
			if err != nil || got != tc.want {
				t.Errorf("Parse(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
			}
		})
	}
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{"1.234", "abc", "1.x", ""} {
		t.Run(in, func(t *testing.T) {
			if _, err := Parse(in); err == nil {
				t.Errorf("Parse(%q) succeeded", in)
			} else {
				t.Logf("error (expected): %v", err)
			}
		})
	}
}
