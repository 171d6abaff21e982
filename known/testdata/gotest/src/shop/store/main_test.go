package store

import (
	"fmt"
	"os"
	"testing"
)

// TestMain loads the schema every test needs; without it no test can run.
func TestMain(m *testing.M) {
	if _, err := os.ReadFile("testdata/schema.sql"); err != nil {
		fmt.Fprintln(os.Stderr, "setup:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

func TestOrder(t *testing.T) {
	if (Order{ID: 1, Cents: 5}).Cents != 5 {
		t.Fatal("cents")
	}
}
