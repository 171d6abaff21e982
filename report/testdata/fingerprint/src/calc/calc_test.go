package calc

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The messages carry what differs between two runs of the same failure: a temp path, a
// timestamp, a duration and a pointer.
func TestSaveReport(t *testing.T) {
	path := filepath.Join(t.TempDir(), "report.json")
	if _, err := os.Stat(path); err != nil {
		t.Errorf("at %s: open %s: report not written", time.Now().UTC().Format(time.RFC3339Nano), path)
	}
}

func TestRetry(t *testing.T) {
	start := time.Now()
	time.Sleep(3 * time.Millisecond)
	v := new(int)
	t.Fatalf("gave up after %v: last value %p", time.Since(start), v)
}
