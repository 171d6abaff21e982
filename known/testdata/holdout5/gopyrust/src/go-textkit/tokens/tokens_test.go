package tokens

import (
	"fmt"
	"strings"
	"testing"
)

func TestSplitCounts(t *testing.T) {
	for n := 1; n <= 50; n++ {
		n := n
		t.Run(fmt.Sprintf("words_%02d", n), func(t *testing.T) {
			text := strings.Repeat("don't stop, ", n)
			if got := len(Split(text)); got != 2*n {
				t.Errorf("Split gave %d words, want %d", got, 2*n)
			}
		})
	}
}

func TestTop(t *testing.T) {
	got := Top("b a b c a b", 2)
	want := []Count{{"b", 3}, {"a", 2}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Top = %v, want %v", got, want)
	}
}

func TestTopTies(t *testing.T) {
	got := Top("z y x", 3)
	if got[0].Word != "x" || got[2].Word != "z" {
		t.Errorf("ties not ordered by word: %v", got)
	}
}
