package queue

import "testing"

func TestRunAllSmall(t *testing.T) {
	res := Run([]Job{{"a.jpg", 10}, {"b.jpg", 20}, {"c.jpg", 30}}, 2, 100)
	if len(res) != 3 {
		t.Fatalf("got %d results", len(res))
	}
}

func TestRunReportsTooLarge(t *testing.T) {
	res := Run([]Job{{"a.jpg", 10}, {"huge.tif", 5000}, {"c.jpg", 30}}, 1, 100)
	var failed int
	for _, r := range res {
		if r.Err != nil {
			failed++
		}
	}
	if failed != 1 {
		t.Errorf("failed = %d, want 1", failed)
	}
}
