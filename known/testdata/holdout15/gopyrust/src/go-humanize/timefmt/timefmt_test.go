package timefmt

import (
	"fmt"
	"testing"
	"time"
)

func TestShortSeconds(t *testing.T) {
	for s := 0; s < 60; s += 4 {
		d := time.Duration(s) * time.Second
		t.Run(fmt.Sprintf("%ds", s), func(t *testing.T) {
			t.Parallel()
			want := fmt.Sprintf("%ds", s)
			if got := Short(d); got != want {
				t.Errorf("Short(%v) = %q, want %q", d, got, want)
			}
			t.Logf("Short(%v) = %q", d, want)
		})
	}
}

func TestShortMinutes(t *testing.T) {
	for m := 1; m < 60; m += 3 {
		d := time.Duration(m)*time.Minute + 5*time.Second
		t.Run(fmt.Sprintf("%dm", m), func(t *testing.T) {
			t.Parallel()
			want := fmt.Sprintf("%dm05s", m)
			if got := Short(d); got != want {
				t.Errorf("Short(%v) = %q, want %q", d, got, want)
			}
			t.Logf("Short(%v) = %q", d, want)
		})
	}
}

func TestShortRounding(t *testing.T) {
	cases := []struct {
		name string
		d    time.Duration
		want string
	}{
		{"half_second_up", 1500 * time.Millisecond, "2s"},
		{"just_under_minute", 59*time.Second + 600*time.Millisecond, "1m00s"},
		{"minute_carry", 4*time.Minute + 59*time.Second + 700*time.Millisecond, "5m00s"},
		{"hour_carry", 2*time.Hour + 59*time.Minute + 45*time.Second, "3h00m"},
		{"day", 49 * time.Hour, "2d1h"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := Short(c.d); got != c.want {
				t.Errorf("Short(%v) = %q, want %q", c.d, got, c.want)
			}
		})
	}
}
