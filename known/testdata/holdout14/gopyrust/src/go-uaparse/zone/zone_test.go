package zone

import (
	"testing"
	"time"
)

var noon = time.Date(2025, 1, 15, 12, 0, 0, 0, time.UTC)

func TestLookupAll(t *testing.T) {
	locs, err := LookupAll([]string{"cet", "Europe/Lisbon", "pst", "jst"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range locs {
		got = append(got, noon.In(l).Format("15:04"))
	}
	if want := []string{"13:00", "12:00", "04:00", "21:00"}; len(got) != len(want) {
		t.Fatalf("LookupAll: %d locations, want %d", len(got), len(want))
	}
}

func TestLookup(t *testing.T) {
	cases := []struct {
		name string
		want string
	}{
		{"gmt", "12:00"}, {"CET", "13:00"}, {"est", "07:00"}, {"ist", "17:30"}, {"Asia/Kolkata", "17:30"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			loc, err := Lookup(c.name)
			if err != nil {
				t.Fatal(err)
			}
			if got := noon.In(loc).Format("15:04"); got != c.want {
				t.Errorf("noon UTC in %s is %s, want %s", c.name, got, c.want)
			}
		})
	}
}

func TestUnknown(t *testing.T) {
	if _, err := Lookup("Mars/Olympus"); err == nil {
		t.Fatal("no error for Mars/Olympus")
	}
}
