package semver

import "testing"

func TestCompare(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"v1.0.0", "v1.0.0", 0},
		{"v1.0.0", "v1.0.1", -1},
		{"v1.2.0", "v1.1.9", 1},
		{"v2.0.0", "v1.99.99", 1},
		{"1.0.0", "v1.0.0", 0},
		{"v1.0.0-alpha", "v1.0.0", -1},
		{"v1.0.0", "v1.0.0-rc.1", 1},
		{"v1.0.0-alpha", "v1.0.0-beta", -1},
		{"v1.0.0-rc.1", "v1.0.0-rc.1", 0},
		{"v0.9.0", "v0.10.0", -1},
		{"v10.0.0", "v9.0.0", 1},
		{"v0.0.1", "v0.0.0", 1},
	}
	for _, tt := range tests {
		t.Run(tt.a+"_vs_"+tt.b, func(t *testing.T) {
			a, err := Parse(tt.a)
			if err != nil {
				t.Fatal(err)
			}
			b, err := Parse(tt.b)
			if err != nil {
				t.Fatal(err)
			}
			if got := Compare(a, b); got != tt.want {
				t.Errorf("Compare(%s, %s) = %d, want %d", a, b, got, tt.want)
			}
		})
	}
}

func TestParseInvalid(t *testing.T) {
	for _, s := range []string{"", "v1", "v1.2", "v1.2.x", "v1.-2.3", "1.2.3.4", "vv1.2.3"} {
		t.Run(s, func(t *testing.T) {
			if _, err := Parse(s); err == nil {
				t.Errorf("Parse(%q) succeeded, want an error", s)
			}
		})
	}
}

func TestString(t *testing.T) {
	for _, s := range []string{"v1.2.3", "v0.0.0", "v1.0.0-rc.2", "v12.34.56-beta"} {
		t.Run(s, func(t *testing.T) {
			v, err := Parse(s)
			if err != nil {
				t.Fatal(err)
			}
			if v.String() != s {
				t.Errorf("String() = %q, want %q", v.String(), s)
			}
		})
	}
}
