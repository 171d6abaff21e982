package dotenv

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	m, err := Parse(strings.NewReader("# db\nHOST=localhost\nPORT = 5432\nNAME=\"app db\"\n\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m["HOST"] != "localhost" || m["PORT"] != "5432" || m["NAME"] != "app db" {
		t.Errorf("got %v", m)
	}
}

func TestParseError(t *testing.T) {
	if _, err := Parse(strings.NewReader("HOST\n")); err == nil {
		t.Error("no error for a line without =")
	}
}
