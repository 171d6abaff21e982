package sender

import (
	"errors"
	"sort"
	"strings"
	"sync"
	"testing"
)

type fakeTransport struct {
	mu   sync.Mutex
	sent []string
	fail map[string]bool
}

func (f *fakeTransport) Send(m Mail) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.fail[m.To] {
		return errors.New("550 mailbox unavailable")
	}
	f.sent = append(f.sent, m.To)
	return nil
}

func TestSendAll(t *testing.T) {
	ft := &fakeTransport{fail: map[string]bool{"bob@example.com": true}}
	mails := []Mail{{To: "ana@example.com"}, {To: "bob@example.com"}, {To: "cy@example.org"}}
	r := SendAll(ft, mails, 2)
	sort.Strings(r.Sent)
	if got := strings.Join(r.Sent, ","); got != "ana@example.com,cy@example.org" {
		t.Errorf("Sent = %s", got)
	}
	if len(r.Failed) != 1 {
		t.Errorf("Failed = %v", r.Failed)
	}
}

func TestSendAllSkipsInvalid(t *testing.T) {
	ft := &fakeTransport{}
	mails := []Mail{{To: "ana@example.com"}, {To: "not-an-address"}, {To: "cy@example.org"}}
	r := SendAll(ft, mails, 2)
	if len(r.Invalid) != 1 || r.Invalid[0] != "not-an-address" {
		t.Errorf("Invalid = %v", r.Invalid)
	}
	if len(ft.sent) != 2 {
		t.Errorf("sent %d mails, want 2", len(ft.sent))
	}
}

func TestSendAllEmpty(t *testing.T) {
	r := SendAll(&fakeTransport{}, nil, 4)
	if len(r.Sent)+len(r.Invalid)+len(r.Failed) != 0 {
		t.Errorf("report not empty: %+v", r)
	}
}
