package query

import "testing"

func TestEncodeSorted(t *testing.T) {
	got := Encode(map[string]string{"b": "2", "a": "1", "c": "x y"})
	if want := "a=1&b=2&c=x+y"; got != want {
		t.Fatalf("Encode = %q, want %q", got, want)
	}
}

func TestEncodeEmpty(t *testing.T) {
	if got := Encode(nil); got != "" {
		t.Fatalf("Encode(nil) = %q", got)
	}
}

func TestEncodeErrorValue(t *testing.T) {
	got := Encode(map[string]string{"error": "invalid_token"})
	t.Logf("encoded error response: %s", got)
	if got != "error=invalid_token" {
		t.Fatalf("got %q", got)
	}
}
