package dur

import (
	"testing"
	"time"
)

func TestFormat(t *testing.T) {
	for d, want := range map[time.Duration]string{
		250 * time.Millisecond:      "250ms",
		1500 * time.Millisecond:     "1.5s",
		90 * time.Second:            "1m30s",
		2*time.Hour + 5*time.Minute: "2h05m",
	} {
		if got := Format(d); got != want {
			t.Errorf("Format(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestFailedToFormatLogsError(t *testing.T) {
	t.Log("error: negative durations are formatted as-is (expected)")
	if Format(-time.Second) != "-1000ms" {
		t.Error("negative")
	}
}
