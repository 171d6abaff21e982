package report

import (
	"strings"
	"testing"

	"example.com/linkcheck/fetch"
)

func TestWrite(t *testing.T) {
	var b strings.Builder
	Write(&b, []fetch.Status{{URL: "/gone", Code: 410}, {URL: "http://127.0.0.1:1/"}})
	want := "BROKEN /gone (410 Gone)\nBROKEN http://127.0.0.1:1/ (unreachable)\n2 broken link(s)\n"
	if b.String() != want {
		t.Errorf("got %q", b.String())
	}
}
