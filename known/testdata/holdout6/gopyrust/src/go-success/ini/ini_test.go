package ini

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseSections(t *testing.T) {
	f, err := Parse(strings.NewReader("name = top\n[db]\nhost = localhost\nport=5432\n; comment\n[log]\nlevel = error\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"name": "top", "db.host": "localhost", "db.port": "5432", "log.level": "error"}
	for k, v := range want {
		if f[k] != v {
			t.Errorf("f[%q] = %q, want %q", k, f[k], v)
		}
	}
}

func TestParseSyntaxError(t *testing.T) {
	_, err := Parse(strings.NewReader("[a]\nok = 1\nthis line is broken\n"))
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 3 {
		t.Fatalf("err = %v, want a SyntaxError on line 3", err)
	}
	t.Logf("got expected error: %v", err)
}

func TestParseSystemFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping system file scan in -short mode")
	}
	matches, _ := filepath.Glob("/etc/*.ini")
	for _, m := range matches {
		fh, err := os.Open(m)
		if err != nil {
			continue
		}
		_, _ = Parse(fh)
		fh.Close()
	}
}
