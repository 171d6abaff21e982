package isbn

import "testing"

func TestValid13(t *testing.T) {
	for _, s := range []string{"978-0-306-40615-7", "9780262033848", "978 1 4028 9462 6"} {
		if err := Valid13(s); err != nil {
			t.Errorf("Valid13(%q) = %v", s, err)
		}
	}
	if err := Valid13("9780306406158"); err != ErrChecksum {
		t.Errorf("Valid13(bad) = %v, want ErrChecksum", err)
	}
}

func TestFrom10(t *testing.T) {
	if got := From10("0-306-40615-2"); got != "9780306406157" {
		t.Errorf("From10 = %q", got)
	}
}
