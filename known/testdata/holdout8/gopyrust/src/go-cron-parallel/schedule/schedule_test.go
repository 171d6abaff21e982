package schedule

import (
	"reflect"
	"testing"
	"time"

	"example.com/cronkit/cron"
)

func mustParse(t *testing.T, expr string) cron.Spec {
	t.Helper()
	s, err := cron.Parse(expr)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDue(t *testing.T) {
	t.Parallel()
	jobs := []Job{
		{"backup", mustParse(t, "0 3 * * *")},
		{"report", mustParse(t, "0 8 * * 1")},
		{"poll", mustParse(t, "*/5 * * * *")},
	}
	last := time.Date(2024, 3, 11, 2, 53, 0, 0, time.UTC)
	for _, tc := range []struct {
		name string
		now  time.Time
		want []string
	}{
		{"nothing yet", last.Add(time.Minute), nil},
		{"poll", last.Add(2 * time.Minute), []string{"poll"}},
		{"backup and poll", last.Add(7 * time.Minute), []string{"backup", "poll"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := Due(jobs, last, tc.now); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Due at %s = %v, want %v", tc.now.Format("15:04"), got, tc.want)
			}
		})
	}
}
