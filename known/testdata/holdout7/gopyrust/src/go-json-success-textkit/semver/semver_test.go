package semver

import (
	"runtime"
	"testing"
)

func TestParse(t *testing.T) {
	good := map[string]V{
		"1.2.3":        {1, 2, 3, ""},
		"v0.0.1":       {0, 0, 1, ""},
		"10.20.30":     {10, 20, 30, ""},
		"1.0.0-rc.1":   {1, 0, 0, "rc.1"},
		"v2.1.0-alpha": {2, 1, 0, "alpha"},
	}
	for in, want := range good {
		t.Run(in, func(t *testing.T) {
			got, err := Parse(in)
			if err != nil || got != want {
				t.Errorf("Parse(%q) = %+v, %v", in, got, err)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{"1.2", "1.2.3.4", "01.2.3", "a.b.c", "1.-2.3"} {
		t.Run(in, func(t *testing.T) {
			_, err := Parse(in)
			if err == nil {
				t.Fatalf("Parse(%q) succeeded", in)
			}
			t.Logf("got expected error: %v", err)
		})
	}
}

func TestLess(t *testing.T) {
	order := []string{"0.9.9", "1.0.0-alpha", "1.0.0-beta", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1.0", "2.0.0"}
	for i := 0; i+1 < len(order); i++ {
		a, _ := Parse(order[i])
		b, _ := Parse(order[i+1])
		t.Run(order[i]+"<"+order[i+1], func(t *testing.T) {
			if !a.Less(b) || b.Less(a) {
				t.Errorf("%s < %s does not hold", order[i], order[i+1])
			}
		})
	}
}

func TestWindowsPaths(t *testing.T) {
	if runtime.GOOS != "windows" {
		t.Skip("windows only")
	}
}
