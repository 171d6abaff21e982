package dates

import (
	"testing"
	"time"
)

var now = time.Date(2024, time.March, 14, 16, 30, 0, 0, time.UTC)

func TestHumanRecent(t *testing.T) {
	cases := map[time.Time]string{
		now.Add(-2 * time.Hour):  "today",
		now.Add(-20 * time.Hour): "yesterday",
		now.AddDate(0, 0, -3):    "3 days ago",
	}
	for in, want := range cases {
		if got := Human(in, now); got != want {
			t.Errorf("Human(%v) = %q, want %q", in, got, want)
		}
	}
}

func TestHumanOld(t *testing.T) {
	in := time.Date(2024, time.March, 1, 9, 0, 0, 0, time.UTC)
	if got, want := Human(in, now), "Fri 1 Mar 2024"; got != want {
		t.Errorf("Human(%v) = %q, want %q", in, got, want)
	}
}

func TestDue(t *testing.T) {
	got := Due(now, 3)
	if want := time.Date(2024, time.April, 4, 16, 30, 0, 0, time.UTC); !got.Equal(want) {
		t.Errorf("Due = %v, want %v", got, want)
	}
}
