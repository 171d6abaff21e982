package wrap

import (
	"fmt"
	"strings"
	"testing"
)

const lorem = "the quick brown fox jumps over the lazy dog while the cat sleeps on a warm windowsill"

func TestLinesWidth(t *testing.T) {
	for width := 10; width <= 40; width++ {
		width := width
		t.Run(fmt.Sprintf("width_%d", width), func(t *testing.T) {
			for _, l := range Lines(lorem, width) {
				if len(l) > width {
					t.Errorf("line %q is %d long, over %d", l, len(l), width)
				}
			}
			if got := strings.Join(Lines(lorem, width), " "); got != lorem {
				t.Errorf("words lost: %q", got)
			}
		})
	}
}

func TestLinesEmpty(t *testing.T) {
	if got := Lines("   ", 10); len(got) != 0 {
		t.Errorf("Lines(blank) = %q", got)
	}
}

func TestLinesLongWord(t *testing.T) {
	t.Skip("long-word hyphenation is not implemented yet (#41)")
}

func ExampleIndent() {
	fmt.Println(Indent("alpha beta gamma delta epsilon", 12, "  "))
	// Output:
	// alpha beta
	//   gamma
	//   delta
	//   epsilon
}
