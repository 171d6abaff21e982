package code

import "testing"

func TestEncode(t *testing.T) {
	cases := []struct {
		name string
		id   uint64
		want string
	}{
		{"zero", 0, "0"},
		{"one_digit", 61, "Z"},
		{"two_digits", 62, "10"},
		{"three_digits", 3844, "100"},
		{"mixed", 125, "21"},
		{"large", 916132831, "ZZZZZ"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := Encode(c.id); got != c.want {
				t.Errorf("Encode(%d) = %q, want %q", c.id, got, c.want)
			}
		})
	}
}

func TestDecodeRejects(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"", "a-b", "é"} {
		if _, ok := Decode(s); ok && s != "" {
			t.Errorf("Decode(%q) accepted", s)
		}
	}
}
