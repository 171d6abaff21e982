package iban

import "testing"

func TestValid(t *testing.T) {
	for _, s := range []string{"DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "NL91ABNA0417164300", "be71 0961 2345 6769"} {
		if !Valid(s) {
			t.Errorf("Valid(%q) = false", s)
		}
	}
}

func TestInvalid(t *testing.T) {
	for _, s := range []string{"DE89 3704 0044 0532 0130 01", "XX00 1234", "GB82 WEST 1234 5698 7654", ""} {
		if Valid(s) {
			t.Errorf("Valid(%q) = true", s)
		}
	}
}

func TestFormat(t *testing.T) {
	cases := map[string]string{
		"DE89370400440532013000": "DE89 3704 0044 0532 0130 00",
		"nl91abna0417164300":     "NL91 ABNA 0417 1643 00",
		"BE71096123456769":       "BE71 0961 2345 6769",
	}
	for in, want := range cases {
		if got := Format(in); got != want {
			t.Errorf("Format(%q) = %q, want %q", in, got, want)
		}
	}
}
