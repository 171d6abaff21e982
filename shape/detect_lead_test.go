package shape

import "testing"

func TestDetectBracketedTimestampIsNotJSON(t *testing.T) {
	cases := map[string]Kind{
		"[2026-11-29 10:00:01] INFO starting\n[2026-11-29 10:00:02] ERROR boom\n": KindLog,
		"[\n  {\"a\": 1},\n  {\"a\": 2}\n":                                        KindJSON,
		"[1, 2,\n 3]\n":                                                           KindJSON,
	}
	for in, want := range cases {
		if got := Detect([]byte(in)); got != want {
			t.Errorf("Detect(%q) = %s, want %s", in, got, want)
		}
	}
}
