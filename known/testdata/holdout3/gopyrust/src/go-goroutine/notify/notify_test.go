package notify

import "testing"

func TestBodyEscapes(t *testing.T) {
	if got := Body("<x>", true); got != "<p>Job <b>&lt;x&gt;</b> done</p>" {
		t.Fatalf("Body = %q", got)
	}
}
