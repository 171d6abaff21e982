package template

import "testing"

func TestFill(t *testing.T) {
	got, err := Fill("Hello {{ name }}, your order {{id}} has shipped.", map[string]string{"name": "Ana", "id": "A-7"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "Hello Ana, your order A-7 has shipped."; got != want {
		t.Errorf("Fill = %q, want %q", got, want)
	}
}

func TestFillUnknownKey(t *testing.T) {
	if _, err := Fill("Hi {{nickname}}", nil); err == nil {
		t.Error("no error for an unknown key")
	} else {
		t.Log("got expected error:", err)
	}
}

func TestFillUnclosed(t *testing.T) {
	if _, err := Fill("Hi {{name", map[string]string{"name": "x"}); err == nil {
		t.Error("no error for an unclosed field")
	}
}
