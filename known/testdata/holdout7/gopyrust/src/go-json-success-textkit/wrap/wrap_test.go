package wrap

import (
	"reflect"
	"strings"
	"testing"
)

func TestLines(t *testing.T) {
	cases := []struct {
		name  string
		in    string
		width int
		want  []string
	}{
		{"empty", "", 10, nil},
		{"one_word", "hello", 10, []string{"hello"}},
		{"fits", "hello world", 11, []string{"hello world"}},
		{"breaks", "hello world", 10, []string{"hello", "world"}},
		{"long_word", "a supercalifragilistic b", 5, []string{"a", "supercalifragilistic", "b"}},
		{"spaces", "  a   b  ", 3, []string{"a b"}},
		{"three_lines", "the quick brown fox jumps over", 10, []string{"the quick", "brown fox", "jumps over"}},
		{"width_one", "a b c", 1, []string{"a", "b", "c"}},
		{"newlines", "a\nb\nc", 80, []string{"a b c"}},
		{"tabs", "a\tb", 80, []string{"a b"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Lines(tc.in, tc.width); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Lines(%q, %d) = %q, want %q", tc.in, tc.width, got, tc.want)
			}
		})
	}
}

func TestLinesLong(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the 1 MB wrap in -short mode")
	}
	s := strings.Repeat("lorem ipsum ", 1<<16)
	if n := len(Lines(s, 72)); n == 0 {
		t.Error("no lines")
	}
}
