package stem

import (
	"os"
	"testing"
)

func TestWord(t *testing.T) {
	cases := map[string]string{
		"jumping": "jump", "jumped": "jump", "quickly": "quick", "boxes": "box",
		"cats": "cat", "is": "is", "sing": "sing", "knowingly": "know", "red": "red",
		"walks": "walk", "talked": "talk", "reportedly": "report", "going": "go",
	}
	for _, in := range []string{"jumping", "jumped", "quickly", "boxes", "cats", "is", "sing",
		"knowingly", "red", "walks", "talked", "reportedly"} {
		want := cases[in]
		t.Run(in, func(t *testing.T) {
			if got := Word(in); got != want {
				t.Errorf("Word(%q) = %q, want %q", in, got, want)
			}
		})
	}
}

func TestCorpus(t *testing.T) {
	if os.Getenv("TEXTKIT_CORPUS") == "" {
		t.Skip("TEXTKIT_CORPUS not set; skipping the corpus run")
	}
}
