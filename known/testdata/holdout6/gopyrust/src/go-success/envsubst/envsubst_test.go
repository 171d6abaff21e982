package envsubst

import (
	"runtime"
	"testing"
)

func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestExpand(t *testing.T) {
	vars := env(map[string]string{"HOME": "/home/ci", "EMPTY": ""})
	tests := []struct{ name, in, want string }{
		{"none", "plain text", "plain text"},
		{"one", "${HOME}/bin", "/home/ci/bin"},
		{"default_used", "${PORT:-8080}", "8080"},
		{"default_unused", "${HOME:-/root}", "/home/ci"},
		{"empty_takes_default", "${EMPTY:-x}", "x"},
		{"two", "${HOME}:${HOME}", "/home/ci:/home/ci"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Expand(tt.in, vars)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("Expand(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestExpandErrors(t *testing.T) {
	for _, in := range []string{"${UNSET}", "${HOME", "x ${"} {
		t.Run(in, func(t *testing.T) {
			if _, err := Expand(in, env(nil)); err == nil {
				t.Errorf("Expand(%q): no error", in)
			} else {
				t.Logf("error (as expected): %v", err)
			}
		})
	}
}

func TestExpandWindowsPaths(t *testing.T) {
	if runtime.GOOS != "windows" {
		t.Skipf("windows-only test on %s", runtime.GOOS)
	}
}
