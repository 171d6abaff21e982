package poller

import "testing"

func TestWaitChangeImmediate(t *testing.T) {
	p := &Poller{Fetch: func() (string, error) { return "v2", nil }, MaxTries: 3}
	if v, err := p.WaitChange("v1"); err != nil || v != "v2" {
		t.Fatalf("WaitChange = %q, %v", v, err)
	}
}

func TestWaitChangeSecondTry(t *testing.T) {
	n := 0
	p := &Poller{Fetch: func() (string, error) {
		n++
		if n < 2 {
			return "v1", nil
		}
		return "v2", nil
	}, MaxTries: 3}
	if v, err := p.WaitChange("v1"); err != nil || v != "v2" {
		t.Fatalf("WaitChange = %q, %v", v, err)
	}
}
