package router

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestServe(t *testing.T) {
	r := New()
	r.Add("go", "https://go.dev/")
	r.Add("docs", "https://example.com/docs")
	cases := []struct {
		name, path string
		status     int
		location   string
	}{
		{"healthz", "/healthz", 200, ""},
		{"known", "/go", http.StatusMovedPermanently, "https://go.dev/"},
		{"unknown", "/nope", 404, ""},
		{"trailing_slash", "/docs/", 404, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			rec := httptest.NewRecorder()
			r.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
			if rec.Code != c.status {
				t.Errorf("GET %s: status %d, want %d", c.path, rec.Code, c.status)
			}
			if loc := rec.Header().Get("Location"); loc != c.location {
				t.Errorf("GET %s: Location %q, want %q", c.path, loc, c.location)
			}
			t.Logf("GET %s -> %d", c.path, rec.Code)
		})
	}
}

func TestAddOverwrites(t *testing.T) {
	t.Parallel()
	r := New()
	r.Add("x", "https://a.example/")
	r.Add("x", "https://b.example/")
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, httptest.NewRequest("GET", "/x", nil))
	if got := rec.Header().Get("Location"); got != "https://b.example/" {
		t.Errorf("Location %q", got)
	}
}
