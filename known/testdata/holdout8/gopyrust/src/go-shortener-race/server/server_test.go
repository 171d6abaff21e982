package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"example.com/shortener/links"
)

func newTestServer(t *testing.T) (*httptest.Server, *Server) {
	t.Helper()
	s := &Server{Links: links.NewStore()}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	return ts, s
}

var noFollow = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func shorten(t *testing.T, ts *httptest.Server, target string) string {
	t.Helper()
	resp, err := http.Post(ts.URL+"/shorten", "application/json", strings.NewReader(`{"URL":"`+target+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]string
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatalf("shorten %s: %s: %v", target, resp.Status, err)
	}
	return out["code"]
}

func TestShortenAndRedirect(t *testing.T) {
	ts, _ := newTestServer(t)
	code := shorten(t, ts, "https://example.org/docs")
	resp, err := noFollow.Get(ts.URL + "/" + code)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != "https://example.org/docs" {
		t.Errorf("GET /%s: %s, Location %q", code, resp.Status, resp.Header.Get("Location"))
	}
	t.Logf("code %s redirects to %s", code, resp.Header.Get("Location"))
}

func TestShortenRejectsBadURL(t *testing.T) {
	ts, _ := newTestServer(t)
	resp, err := http.Post(ts.URL+"/shorten", "application/json", strings.NewReader(`{"URL":"javascript:alert(1)"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("status %s, want 422", resp.Status)
	}
}

func TestConcurrentRedirects(t *testing.T) {
	s := &Server{Links: links.NewStore()}
	code, err := s.Links.Add("https://example.org/hot")
	if err != nil {
		t.Fatal(err)
	}
	h := s.Handler()
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 5; j++ {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, httptest.NewRequest("GET", "/"+code, nil))
				if rec.Code != http.StatusFound {
					t.Errorf("GET /%s: %d", code, rec.Code)
				}
			}
		}()
	}
	wg.Wait()
	if s.stats.Redirects != 40 {
		t.Errorf("Redirects = %d, want 40", s.stats.Redirects)
	}
}

func TestMissCounted(t *testing.T) {
	ts, s := newTestServer(t)
	resp, err := noFollow.Get(ts.URL + "/nothere")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound || s.stats.Misses != 1 {
		t.Errorf("status %s, misses %d", resp.Status, s.stats.Misses)
	}
}
