package registry

import (
	"reflect"
	"testing"
)

func TestAddDuplicate(t *testing.T) {
	r := New()
	if err := r.Add(Job{Name: "backup"}); err != nil {
		t.Fatal(err)
	}
	if err := r.Add(Job{Name: "backup"}); err == nil {
		t.Fatal("second Add of backup: no error")
	}
}

func TestNames(t *testing.T) {
	r := New()
	for _, n := range []string{"vacuum", "backup", "rotate"} {
		if err := r.Add(Job{Name: n}); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := r.Names(), []string{"backup", "rotate", "vacuum"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
}

func TestRunNowCounts(t *testing.T) {
	r := New()
	calls := 0
	if err := r.Add(Job{Name: "ping", Run: func() error { calls++; return nil }}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if err := r.RunNow("ping"); err != nil {
			t.Fatal(err)
		}
	}
	if calls != 3 || r.Runs("ping") != 3 {
		t.Errorf("calls=%d Runs=%d, want 3 and 3", calls, r.Runs("ping"))
	}
}
