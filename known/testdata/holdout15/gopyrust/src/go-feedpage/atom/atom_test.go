package atom

import (
	"strings"
	"testing"
	"time"
)

func TestRender(t *testing.T) {
	out, err := Render([]Entry{{Title: "a", ID: "urn:1", Updated: time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC)}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "<updated>2024-05-01T00:00:00Z</updated>") {
		t.Errorf("no updated element in %s", out)
	}
}
