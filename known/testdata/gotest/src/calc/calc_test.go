package calc

import (
	"os"
	"testing"
	"time"
)

func TestAdd(t *testing.T) {
	t.Log("adding")
	if got := Add(2, 2); got != 4 {
		t.Errorf("Add(2, 2) = %d, want 4", got)
	}
}

func TestAddTable(t *testing.T) {
	for _, tc := range []struct {
		name    string
		a, b, w int
	}{{"small", 1, 1, 2}, {"negative", -1, -1, -3}, {"zero", 0, 0, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := Add(tc.a, tc.b); got != tc.w {
				t.Errorf("Add(%d, %d) = %d, want %d", tc.a, tc.b, got, tc.w)
			}
		})
	}
}

func TestDivPanics(t *testing.T) {
	if os.Getenv("CALC_PANIC") == "" {
		t.Skip("set CALC_PANIC")
	}
	Div(1, 0)
}

func TestSlow(t *testing.T) {
	if os.Getenv("CALC_SLOW") == "" {
		t.Skip("set CALC_SLOW")
	}
	time.Sleep(10 * time.Second)
}

func TestRace(t *testing.T) {
	if os.Getenv("CALC_RACE") == "" {
		t.Skip("set CALC_RACE")
	}
	n := 0
	done := make(chan bool)
	go func() { n++; done <- true }()
	n++
	<-done
}

func TestWidth(t *testing.T) {
	if os.Getenv("CALC_PASS") != "" {
		return
	}
	if Add(40, 2) != 43 {
		t.Fatal("width: want 43")
	}
}
