package schedule

import (
	"testing"
	"time"
)

func TestParseEvery(t *testing.T) {
	cases := map[string]time.Duration{
		"every 90s":   90 * time.Second,
		"every 2h":    2 * time.Hour,
		"every 1d":    24 * time.Hour,
		"every 1h30m": 90 * time.Minute,
		" every 5m ":  5 * time.Minute,
	}
	for in, want := range cases {
		got, err := ParseEvery(in)
		if err != nil {
			t.Errorf("ParseEvery(%q): %v", in, err)
			continue
		}
		if got != want {
			t.Errorf("ParseEvery(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestParseEveryRejects(t *testing.T) {
	for _, in := range []string{"90s", "every", "every xd", "every -"} {
		if _, err := ParseEvery(in); err == nil {
			t.Errorf("ParseEvery(%q): no error", in)
		}
	}
}

func TestNextIsAfterNow(t *testing.T) {
	last := time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)
	now := last.Add(3 * time.Hour)
	got := Next(last, now, time.Hour)
	if !got.After(now) {
		t.Fatalf("Next(%s, %s, 1h) = %s, not after now", last.Format(time.Kitchen), now.Format(time.Kitchen), got.Format(time.Kitchen))
	}
}
