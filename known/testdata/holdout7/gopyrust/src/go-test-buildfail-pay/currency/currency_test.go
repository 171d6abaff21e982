package currency

import "testing"

func TestMinor(t *testing.T) {
	for code, want := range map[string]int{"EUR": 2, "JPY": 0, "KWD": 3} {
		if got, ok := Minor(code); !ok || got != want {
			t.Errorf("Minor(%s) = %d, %v", code, got, ok)
		}
	}
	if _, ok := Minor("XYZ"); ok {
		t.Error("XYZ known")
	}
}
