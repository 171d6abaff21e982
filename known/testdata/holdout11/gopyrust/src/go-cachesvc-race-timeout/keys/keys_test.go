package keys

import "testing"

func TestFor(t *testing.T) {
	if k, _ := For("User", "42", "Profile"); k != "user:42:profile" {
		t.Fatalf("For = %q", k)
	}
	if _, err := For("u", "a:b"); err == nil {
		t.Fatal("want error for ':'")
	}
}
