package migrate

import (
	"fmt"
	"os"
	"testing"
)

var schema []Statement

func TestMain(m *testing.M) {
	src, err := os.ReadFile("testdata/schema.sql")
	if err != nil {
		fmt.Fprintf(os.Stderr, "setup: load schema: %v\n", err)
		os.Exit(1)
	}
	schema, err = Parse(string(src))
	if err != nil {
		fmt.Fprintf(os.Stderr, "setup: parse schema: %v\n", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

func TestParseVersions(t *testing.T) {
	if len(schema) != 3 {
		t.Fatalf("got %d statements, want 3", len(schema))
	}
}

func TestPending(t *testing.T) {
	if got := Pending(schema, 1); len(got) != 2 || got[0].Version != 2 {
		t.Errorf("Pending(schema, 1) = %v", got)
	}
}
