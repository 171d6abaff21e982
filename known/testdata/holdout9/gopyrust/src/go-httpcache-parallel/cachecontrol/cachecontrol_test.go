package cachecontrol

import (
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	cases := []struct {
		name string
		in   string
		want Directives
	}{
		{"empty", "", Directives{}},
		{"max-age", "max-age=600", Directives{MaxAge: 600 * time.Second, HasMaxAge: true}},
		{"max-age zero", "max-age=0, must-revalidate", Directives{HasMaxAge: true, MustRevalidate: true}},
		{"quoted", `max-age="60"`, Directives{MaxAge: time.Minute, HasMaxAge: true}},
		{"no-store", "no-store", Directives{NoStore: true}},
		{"private no-cache", "private, no-cache", Directives{Private: true, NoCache: true}},
		{"upper case", "Public, Max-Age=31536000, Immutable", Directives{Public: true, MaxAge: 31536000 * time.Second, HasMaxAge: true, Immutable: true}},
		{"s-maxage", "public, s-maxage=120", Directives{Public: true, SMaxAge: 2 * time.Minute}},
		{"garbage", "max-age=soon, , =x", Directives{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := Parse(c.in); got != c.want {
				t.Errorf("Parse(%q)\n got %+v\nwant %+v", c.in, got, c.want)
			}
		})
	}
}
