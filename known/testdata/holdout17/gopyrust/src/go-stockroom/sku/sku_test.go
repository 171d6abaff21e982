package sku

import "testing"

func TestParse(t *testing.T) {
	cases := []struct{ in, want string }{
		{"bolt-m6", "BOLT-M6"},
		{"bolt-m6/Zinc", "BOLT-M6/zinc"},
		{" washer-m8 ", "WASHER-M8"},
		{"nut-m6/", "NUT-M6"},
	}
	for _, c := range cases {
		got, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if got.String() != c.want {
			t.Errorf("Parse(%q) = %q, want %q", c.in, got.String(), c.want)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{"", "bolt", "-m6", "bolt-"} {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q): no error", in)
		}
	}
}

func TestParseHyphenatedFamily(t *testing.T) {
	got, err := Parse("hex-bolt-m6/zinc")
	if err != nil {
		t.Fatal(err)
	}
	if got.Family != "HEX-BOLT" || got.Size != "M6" {
		t.Errorf("Parse(hex-bolt-m6/zinc) = family %q size %q, want HEX-BOLT M6", got.Family, got.Size)
	}
}
