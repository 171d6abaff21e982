package keys

import "testing"

func TestForSortsParams(t *testing.T) {
	got := For("/v1/items", map[string]string{"page": "2", "sort": "name", "limit": "50"})
	if want := "/v1/items?limit=50&page=2&sort=name"; got != want {
		t.Errorf("For = %q, want %q", got, want)
	}
}

func TestForNoParams(t *testing.T) {
	if got := For("/health", nil); got != "/health" {
		t.Errorf("For = %q", got)
	}
}
