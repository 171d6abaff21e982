package level

import "testing"

func TestParse(t *testing.T) {
	for s, want := range map[string]Level{"debug": Debug, "INFO": Info, "warning": Warn, "Error": Error} {
		got, err := Parse(s)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := Parse("fatal"); err == nil {
		t.Error("Parse(fatal) succeeded")
	}
}
