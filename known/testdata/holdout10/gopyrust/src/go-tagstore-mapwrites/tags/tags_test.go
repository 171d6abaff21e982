package tags

import "testing"

var validCases = []struct {
	tag string
	ok  bool
}{
	{"proto/v4.2.17", true},
	{"worker/v4.8.0", true},
	{"chart/v1.9.0", true},
	{"worker/v1.2.15", true},
	{"web/v4.0.10", true},
	{"chart/v0.8.1", true},
	{"cli/v1.4.1", true},
	{"web/v4.7.17", true},
	{"api/v0.7.10", true},
	{"cli/v2.7.16", true},
	{"chart/v4.3.22", true},
	{"docs/v4.3.26", true},
	{"chart/v1.6.3", true},
	{"proto/v3.5.2", true},
	{"cli/v3.1.6", true},
	{"docs/v0.2.30", true},
	{"sdk/v1.4.28", true},
	{"worker/v3.3.23", true},
	{"web/v3.7.5", true},
	{"cli/v1.6.16", true},
	{"proto/v2.6.6", true},
	{"sdk/v2.1.23", true},
	{"sdk/v0.5.17", true},
	{"chart/v3.0.12", true},
	{"sdk/v4.9.9", true},
	{"web/v0.3.28", true},
	{"web/v0.4.8", true},
	{"api/v1.4.24", true},
	{"worker/v3.4.12", true},
	{"worker/v4.8.18", true},
	{"chart/v2.1.8", true},
	{"api/v1.6.28", true},
	{"web/v2.0.20", true},
	{"web/v2.1.19", true},
	{"cli/v0.4.27", true},
	{"web/v3.0.10", true},
	{"proto/v2.9.4", true},
	{"api/v4.3.30", true},
	{"web/v1.4.1", true},
	{"worker/v1.4.20", true},
	{"docs/v4.3.9", true},
	{"chart/v4.2.8", true},
	{"sdk/v0.4.1", true},
	{"api/v0.8.17", true},
	{"cli/v4.7.7", true},
	{"chart/v0.6.21", true},
	{"chart/v4.6.16", true},
	{"docs/v1.3.10", true},
	{"cli/v1.6.11", true},
	{"api/v1.0.2", true},
	{"docs/v3.2.1", true},
	{"web/v3.8.21", true},
	{"docs/v4.3.22", true},
	{"docs/v0.7.5", true},
	{"worker/v2.7.0", true},
	{"api/latest", false},
	{"/v1.0.0", false},
	{"web//v1.0.0", false},
	{"cli/v1.0", false},
}

func TestValid(t *testing.T) {
	for _, c := range validCases {
		t.Run(c.tag, func(t *testing.T) {
			if got := Valid(c.tag); got != c.ok {
				t.Errorf("Valid(%q) = %v, want %v", c.tag, got, c.ok)
			}
		})
	}
}
