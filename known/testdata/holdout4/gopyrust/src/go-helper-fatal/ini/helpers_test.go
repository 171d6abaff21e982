package ini

import (
	"strings"
	"testing"
)

// mustParse parses src or stops the test.
func mustParse(t *testing.T, src string) File {
	t.Helper()
	f, err := Parse(strings.NewReader(src))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return f
}

// wantValue checks one key. It does not call t.Helper, so its failures point here.
func wantValue(t *testing.T, f File, section, key, want string) {
	got, ok := f[section][key]
	if !ok {
		t.Fatalf("%s.%s is not set (section has %v)", section, key, f[section])
	}
	if got != want {
		t.Fatalf("%s.%s = %q, want %q", section, key, got, want)
	}
}
