package tail

import (
	"strings"
	"testing"
)

const sample = `2024-05-01T10:00:00Z INFO started
2024-05-01T10:00:01Z WARN disk 91% full
2024-05-01T10:00:02Z INFO request served
`

func TestFirstLine(t *testing.T) {
	got := <-Lines(strings.NewReader(sample))
	if !strings.HasSuffix(got, "started") {
		t.Fatalf("first line = %q", got)
	}
}

func TestGrepWarn(t *testing.T) {
	got := Grep(strings.NewReader(sample), "WARN")
	if len(got) != 1 {
		t.Fatalf("Grep(WARN) = %q, want one line", got)
	}
}
