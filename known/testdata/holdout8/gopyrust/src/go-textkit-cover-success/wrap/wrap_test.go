package wrap

import (
	"reflect"
	"runtime"
	"strings"
	"testing"
)

func TestLines(t *testing.T) {
	for _, c := range []struct {
		in    string
		width int
		want  []string
	}{
		{"the quick brown fox jumps over the lazy dog", 10, []string{"the quick", "brown fox", "jumps over", "the lazy", "dog"}},
		{"supercalifragilistic word", 8, []string{"supercalifragilistic", "word"}},
		{"", 10, nil},
		{"größere Wörter passen", 7, []string{"größere", "Wörter", "passen"}},
	} {
		t.Run(c.in, func(t *testing.T) {
			if got := Lines(c.in, c.width); !reflect.DeepEqual(got, c.want) {
				t.Errorf("Lines(%q, %d) = %q, want %q", c.in, c.width, got, c.want)
			}
		})
	}
}

func TestIndent(t *testing.T) {
	if got := Indent("a\nb", "> "); got != "> a\n> b" {
		t.Errorf("Indent = %q", got)
	}
	if Indent("", "> ") != "" {
		t.Error("Indent of empty string")
	}
}

func TestLinesCRLF(t *testing.T) {
	if runtime.GOOS != "windows" {
		t.Skip("CRLF input only matters on windows")
	}
	if got := Lines("a\r\nb", 10); strings.Contains(strings.Join(got, ""), "\r") {
		t.Errorf("CR kept: %q", got)
	}
}
