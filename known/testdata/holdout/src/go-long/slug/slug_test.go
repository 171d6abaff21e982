package slug

import (
	"fmt"
	"testing"
)

func TestMake(t *testing.T) {
	for i := 0; i < 60; i++ {
		in := fmt.Sprintf("Post number %d: Hello, World!", i)
		want := fmt.Sprintf("post-number-%d-hello-world", i)
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			if got := Make(in); got != want {
				t.Errorf("Make(%q) = %q, want %q", in, got, want)
			}
		})
	}
}
