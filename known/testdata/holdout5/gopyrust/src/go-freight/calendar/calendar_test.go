package calendar

import (
	"fmt"
	"testing"
	"time"
)

func TestAddBusinessDays(t *testing.T) {
	start := time.Date(2024, time.March, 4, 0, 0, 0, 0, time.UTC) // a Monday
	for n := 0; n < 30; n++ {
		n := n
		t.Run(fmt.Sprintf("plus_%02d", n), func(t *testing.T) {
			got := AddBusinessDays(start, n)
			if !IsBusinessDay(got) {
				t.Fatalf("AddBusinessDays(%d) landed on %s", n, got.Weekday())
			}
			want := start.AddDate(0, 0, n/5*7+n%5)
			if !got.Equal(want) {
				t.Errorf("AddBusinessDays(%d) = %s, want %s", n, got, want)
			}
		})
	}
}

func TestIsBusinessDay(t *testing.T) {
	d := time.Date(2024, time.January, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < 14; i++ {
		day := d.AddDate(0, 0, i)
		t.Run(day.Format("2006-01-02"), func(t *testing.T) {
			want := day.Weekday() != time.Saturday && day.Weekday() != time.Sunday
			if IsBusinessDay(day) != want {
				t.Errorf("IsBusinessDay(%s) = %v", day, !want)
			}
		})
	}
}
