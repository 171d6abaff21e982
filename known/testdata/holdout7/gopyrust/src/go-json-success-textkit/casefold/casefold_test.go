package casefold

import "testing"

func TestEqual(t *testing.T) {
	pairs := [][2]string{
		{"Content-Type", "content_type"},
		{"userID", "user-id"},
		{"X.Forwarded.For", "x-forwarded-for"},
		{"ÄPFEL", "äpfel"},
		{"max_retries", "MaxRetries"},
		{"tls.min-version", "TLSMinVersion"},
		{"error_rate", "ErrorRate"},
		{"dry run", "dry-run"},
	}
	for _, p := range pairs {
		t.Run(p[0], func(t *testing.T) {
			t.Parallel()
			if !Equal(p[0], p[1]) {
				t.Errorf("Equal(%q, %q) = false", p[0], p[1])
			}
			t.Logf("key %q", Key(p[0]))
		})
	}
}

func TestNotEqual(t *testing.T) {
	for _, p := range [][2]string{{"a", "b"}, {"error", "errors"}, {"ab", "a b c"}} {
		t.Run(p[0]+"_vs_"+p[1], func(t *testing.T) {
			if Equal(p[0], p[1]) {
				t.Errorf("Equal(%q, %q) = true", p[0], p[1])
			}
		})
	}
}
