package tokens

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"example.com/tokencache/clock"
)

func fetcher(calls *int) Fetcher {
	return func(scope string) (Token, error) {
		*calls++
		if scope == "" {
			return Token{}, errors.New("empty scope")
		}
		return Token{Value: fmt.Sprintf("%s-%d", scope, *calls), Expires: time.Unix(3600, 0)}, nil
	}
}

func TestLenEmpty(t *testing.T) {
	c := New(&clock.Fake{}, fetcher(new(int)), time.Minute)
	if c.Len() != 0 {
		t.Fatalf("Len() = %d, want 0", c.Len())
	}
}

func TestFetchError(t *testing.T) {
	calls := 0
	c := New(&clock.Fake{T: time.Unix(0, 0)}, fetcher(&calls), time.Minute)
	if _, err := c.Get(""); err == nil {
		t.Fatal("Get(\"\"): no error")
	}
	t.Logf("fetch error surfaced after %d call(s)", calls)
}

func TestGetCachesToken(t *testing.T) {
	calls := 0
	c := New(&clock.Fake{T: time.Unix(0, 0)}, fetcher(&calls), time.Minute)
	a, err := c.Get("read")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := c.Get("read")
	if a != b || calls != 1 {
		t.Errorf("second Get fetched again: %v %v calls=%d", a, b, calls)
	}
}

func TestRefreshBeforeExpiry(t *testing.T) {
	calls := 0
	f := &clock.Fake{T: time.Unix(0, 0)}
	c := New(f, fetcher(&calls), time.Minute)
	c.Get("write")
	f.Advance(3550 * time.Second)
	tok, _ := c.Get("write")
	if tok.Value != "write-2" {
		t.Errorf("token within skew of expiry not refreshed: %s", tok.Value)
	}
}
