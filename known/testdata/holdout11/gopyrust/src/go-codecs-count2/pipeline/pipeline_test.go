package pipeline

import (
	"strings"
	"testing"
)

func TestRunEmpty(t *testing.T) {
	if got := Run(nil, strings.ToUpper); len(got) != 0 {
		t.Fatalf("Run(nil) = %v", got)
	}
}

func TestRunTwoStages(t *testing.T) {
	got := Run([]string{" a ", " b "}, strings.TrimSpace, strings.ToUpper)
	if strings.Join(got, "|") != "A|B" {
		t.Fatalf("Run = %q", got)
	}
}
