package robots

import "testing"

const body = `User-agent: *
Disallow: /private/
Disallow:

User-agent: othercrawler
Disallow: /
`

func TestAllowed(t *testing.T) {
	r := Parse(body, "crawl")
	for path, want := range map[string]bool{"/": true, "/private/x": false, "/public": true} {
		if got := r.Allowed(path); got != want {
			t.Errorf("Allowed(%q) = %v, want %v", path, got, want)
		}
	}
}
