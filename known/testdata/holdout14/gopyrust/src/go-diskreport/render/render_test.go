package render

import (
	"os"
	"testing"
)

func TestSummaryEmpty(t *testing.T) {
	if got := Summary(nil); got != "" {
		t.Errorf("Summary(nil) = %q, want empty", got)
	}
}

func TestSummaryGolden(t *testing.T) {
	want, err := os.ReadFile("testdata/summary.golden")
	if err != nil {
		t.Fatalf("reading golden file: %v", err)
	}
	got := Summary([]Usage{{"/var/log", 900}, {"/home", 2048}, {"/tmp", 100}})
	if got != string(want) {
		t.Errorf("Summary mismatch:\ngot:\n%s\nwant:\n%s", got, want)
	}
}
