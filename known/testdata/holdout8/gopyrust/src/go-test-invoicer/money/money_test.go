package money

import "testing"

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Cents
	}{{"12.34", 1234}, {"12.3", 1230}, {"12", 1200}, {"-0.05", -5}, {" 7.5 ", 750}} {
		got, err := Parse(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Parse(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
	if _, err := Parse("1.234"); err == nil {
		t.Error("Parse(1.234): want an error")
	}
}

func TestString(t *testing.T) {
	for _, tc := range []struct {
		in   Cents
		want string
	}{{0, "0.00"}, {5, "0.05"}, {123456, "1,234.56"}, {-100000000, "-1,000,000.00"}} {
		if got := tc.in.String(); got != tc.want {
			t.Errorf("%d.String() = %q, want %q", int64(tc.in), got, tc.want)
		}
	}
}

func TestMulRate(t *testing.T) {
	if got := Cents(1999).MulRate(2000); got != 400 {
		t.Errorf("19.99 * 20%% = %d, want 400", got)
	}
	if got := Cents(-1999).MulRate(2000); got != -400 {
		t.Errorf("-19.99 * 20%% = %d, want -400", got)
	}
}
