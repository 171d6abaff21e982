package stats

import "testing"

func TestSummarise(t *testing.T) {
	s := Summarise([]int{30, 10, 20, 40, 50})
	if s.Count != 5 || s.MeanMs != 30 || s.P50 != 30 {
		t.Errorf("Summarise = %+v", s)
	}
}

func TestSummariseEmpty(t *testing.T) {
	s := Summarise(nil)
	if s.Count != 0 {
		t.Errorf("Count = %d", s.Count)
	}
}

func TestRate(t *testing.T) {
	if got := Rate(50, 2000); got != 25 {
		t.Errorf("Rate = %v", got)
	}
}
