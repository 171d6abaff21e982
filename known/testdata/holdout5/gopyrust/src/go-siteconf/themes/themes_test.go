package themes

import "testing"

func TestLoadLight(t *testing.T) {
	th, err := Load("light")
	if err != nil {
		t.Fatal(err)
	}
	if th.Colors["bg"] != "#ffffff" {
		t.Errorf("bg = %q", th.Colors["bg"])
	}
}
