package pool

import (
	"errors"
	"strings"
	"testing"
)

func TestMapSingleWorker(t *testing.T) {
	got := Map([]string{"a"}, 1, func(s string) (string, error) { return strings.ToUpper(s), nil })
	if len(got) != 1 || got[0].Value != "A" {
		t.Fatalf("Map = %+v", got)
	}
}

func TestMapKeepsOrder(t *testing.T) {
	in := []int{3, 1, 2}
	got := Map(in, 4, func(n int) (int, error) { return n * n, nil })
	for i, r := range got {
		if r.Index != i || r.Value != in[i]*in[i] {
			t.Errorf("result %d = %+v", i, r)
		}
	}
}

func TestMapErrors(t *testing.T) {
	boom := errors.New("boom")
	got := Map([]int{1, 2}, 2, func(n int) (int, error) {
		if n == 2 {
			return 0, boom
		}
		return n, nil
	})
	if got[1].Err != boom {
		t.Errorf("got[1].Err = %v", got[1].Err)
	}
}

func TestMapManyItems(t *testing.T) {
	in := make([]int, 50)
	for i := range in {
		in[i] = i
	}
	got := Map(in, 4, func(n int) (int, error) { return n + 1, nil })
	if len(got) != 50 || got[49].Value != 50 {
		t.Fatalf("Map over 50 items: %d results", len(got))
	}
}
