package scan

import (
	"errors"
	"testing"
)

func TestLinks(t *testing.T) {
	got, err := Links("see [the FAIL list](fail.md) and [errors](#error-codes)")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0] != "fail.md" || got[1] != "#error-codes" {
		t.Fatalf("Links = %q", got)
	}
	t.Logf("found %d links: %q (FAIL and error targets are ordinary names)", len(got), got)
}

func TestLinksEmpty(t *testing.T) {
	_, err := Links("")
	if !errors.Is(err, ErrEmpty) {
		t.Fatalf("err = %v", err)
	}
	t.Logf("expected error: %v", err)
}

func TestLinksRemote(t *testing.T) {
	t.Skip("remote link checks need network: skipped")
}
