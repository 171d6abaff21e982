package pubsub

import "testing"

func TestPublishFilter(t *testing.T) {
	b := New()
	defer b.Close()
	_, all := b.Subscribe(4, nil)
	_, bus := b.Subscribe(4, func(u Update) bool { return u.Vehicle[0] == 'B' })
	if n := b.Publish(Update{"B12", 52.52, 13.40}); n != 2 {
		t.Fatalf("Publish(B12) reached %d subscribers, want 2", n)
	}
	if n := b.Publish(Update{"T7", 52.50, 13.37}); n != 1 {
		t.Fatalf("Publish(T7) reached %d subscribers, want 1", n)
	}
	if len(all) != 2 || len(bus) != 1 {
		t.Errorf("buffered: all %d, bus %d", len(all), len(bus))
	}
}

func TestSlowSubscriberMisses(t *testing.T) {
	b := New()
	defer b.Close()
	_, ch := b.Subscribe(1, nil)
	b.Publish(Update{"B1", 1, 1})
	if n := b.Publish(Update{"B1", 2, 2}); n != 0 {
		t.Errorf("second publish reached %d, want 0 (buffer full)", n)
	}
	if u := <-ch; u.Lat != 1 {
		t.Errorf("got %+v, want the first update", u)
	}
}

func TestUnsubscribeThenClose(t *testing.T) {
	b := New()
	id, ch := b.Subscribe(1, nil)
	b.Unsubscribe(id)
	if _, ok := <-ch; ok {
		t.Fatal("channel still open after Unsubscribe")
	}
	b.Close()
	if b.Len() != 0 {
		t.Errorf("Len after Close = %d", b.Len())
	}
}

func TestCloseTwice(t *testing.T) {
	b := New()
	b.Subscribe(1, nil)
	b.Close()
	b.Close()
}
