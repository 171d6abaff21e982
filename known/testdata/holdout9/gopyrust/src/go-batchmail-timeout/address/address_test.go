package address

import "testing"

func TestValid(t *testing.T) {
	for _, s := range []string{"ana@example.com", "a.b+tag@mail.example.org"} {
		if err := Valid(s); err != nil {
			t.Errorf("Valid(%q) = %v", s, err)
		}
	}
}

func TestInvalid(t *testing.T) {
	for _, s := range []string{"", "@example.com", "ana@", "ana@localhost", "ana @example.com"} {
		t.Run(s, func(t *testing.T) {
			if err := Valid(s); err == nil {
				t.Errorf("Valid(%q) = nil", s)
			}
		})
	}
}

func TestDomain(t *testing.T) {
	if got := Domain("Ana@Example.COM"); got != "example.com" {
		t.Errorf("Domain = %q", got)
	}
}
