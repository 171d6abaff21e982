package report

import (
	"testing"

	"example.com/probe/probe"
)

func TestLine(t *testing.T) {
	got := Line(probe.Result{URL: "http://a", Status: 200})
	if got == "" {
		t.Fatal("empty line")
	}
}

func Testline_empty(t *testing.T) {
	_ = Line(probe.Result{})
}
