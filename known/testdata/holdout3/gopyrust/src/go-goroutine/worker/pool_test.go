package worker

import "testing"

func TestPoolDoubles(t *testing.T) {
	p := &Pool{N: 2}
	total := 0
	for r := range p.Start([]Job{{"a", &Payload{1}}, {"b", &Payload{2}}, {"c", &Payload{3}}}) {
		total += r.Bytes
	}
	if total != 12 {
		t.Fatalf("total = %d, want 12", total)
	}
}

func TestPoolSkipsEmptyPayload(t *testing.T) {
	p := &Pool{N: 3}
	jobs := []Job{{"a", &Payload{5}}, {"heartbeat", nil}, {"b", &Payload{1}}}
	n := 0
	for range p.Start(jobs) {
		n++
	}
	if n != 2 {
		t.Fatalf("got %d results, want 2 (the heartbeat has no payload)", n)
	}
}

func TestPoolEmpty(t *testing.T) {
	p := &Pool{N: 1}
	for r := range p.Start(nil) {
		t.Fatalf("unexpected result %v", r)
	}
}
