package freshness

import (
	"net/http"
	"testing"
	"time"
)

var received = time.Date(2024, 5, 6, 12, 0, 0, 0, time.UTC)

func hdr(kv ...string) http.Header {
	h := http.Header{}
	for i := 0; i < len(kv); i += 2 {
		h.Set(kv[i], kv[i+1])
	}
	return h
}

func TestFresh(t *testing.T) {
	cases := []struct {
		name  string
		h     http.Header
		after time.Duration
		want  bool
	}{
		{"max-age fresh", hdr("Cache-Control", "max-age=60"), 30 * time.Second, true},
		{"max-age stale", hdr("Cache-Control", "max-age=60"), 90 * time.Second, false},
		{"no-cache", hdr("Cache-Control", "no-cache, max-age=60"), time.Second, false},
		{"expires", hdr("Date", "Mon, 06 May 2024 12:00:00 GMT", "Expires", "Mon, 06 May 2024 13:00:00 GMT"), 10 * time.Minute, true},
		{"upstream age", hdr("Cache-Control", "max-age=60", "Age", "50"), 20 * time.Second, false},
		{"nothing", hdr(), time.Second, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := Fresh(c.h, received, received.Add(c.after)); got != c.want {
				t.Errorf("Fresh after %v = %v, want %v (headers %v)", c.after, got, c.want, c.h)
			}
		})
	}
}

func TestLifetimeBadExpires(t *testing.T) {
	t.Parallel()
	h := hdr("Date", "Mon, 06 May 2024 12:00:00 GMT", "Expires", "0")
	if got := Lifetime(h); got != 0 {
		t.Errorf("Lifetime = %v, want 0", got)
	}
	t.Log("Expires: 0 means already expired")
}

func TestLifetimeShared(t *testing.T) {
	t.Skip("s-maxage for shared caches is not implemented yet")
}
