package condense

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A 429 with no Retry-After is retried on the backoff alone.
func TestRateLimitWithoutRetryAfter(t *testing.T) {
	f := newFakeServer(t, func(call int, user string) reply {
		if call == 1 {
			return reply{status: 429, body: openAIError("rate_limit_exceeded", "rate_limit_exceeded", "Rate limit reached")}
		}
		return reply{text: "It failed at L3."}
	})
	o := opts(f)
	clock := &fakeClock{}
	o.Clock = clock
	o.Backoff = time.Second
	res, err := Run(context.Background(), logOf(10, 40), "q", o)
	require.NoError(t, err)
	assert.Equal(t, 2, res.Usage.Calls)
	require.Len(t, clock.sleeps, 1)
	assert.Equal(t, 750*time.Millisecond, clock.sleeps[0], "the first backoff with the injected jitter")
	assert.Equal(t, "It failed at L3.", res.Answer)
}

// A server that resets the connection mid-request is retried, then reported as the
// endpoint's error (exit 4), never a hang.
func TestConnectionReset(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hj, ok := w.(http.Hijacker)
		require.True(t, ok)
		conn, _, err := hj.Hijack()
		require.NoError(t, err)
		if tc, ok := conn.(*net.TCPConn); ok {
			tc.SetLinger(0) // close with RST, not FIN
		}
		conn.Close()
	}))
	defer srv.Close()
	o := Options{BaseURL: srv.URL + "/v1", Model: "m", Budget: 4096, MaxAttempts: 2, Backoff: time.Millisecond,
		Timeout: 5 * time.Second, Jitter: func() float64 { return 0.5 }}
	start := time.Now()
	_, err := Run(context.Background(), logOf(10, 40), "q", o)
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrEndpoint)
	assert.Less(t, time.Since(start), 5*time.Second)
}
