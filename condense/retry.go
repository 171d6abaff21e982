package condense

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync/atomic"
	"time"
)

// Clock is the time the pass reads and waits on; tests inject one that does not sleep.
type Clock interface {
	Now() time.Time
	// Sleep waits d, or until ctx is done, and then returns ctx's error.
	Sleep(ctx context.Context, d time.Duration) error
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

func (realClock) Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// maxRetryAfter is the longest wait asked by Retry-After that a pass sits through;
// past it the call fails with the endpoint's message rather than hang for minutes.
const maxRetryAfter = 2 * time.Minute

// caller runs one call with a timeout and retries it on 429, 5xx, timeouts and lost
// connections, with exponential backoff or the wait the endpoint asked for.
type caller struct {
	c        Completer
	provider string
	url      string
	timeout  time.Duration
	attempts int
	backoff  time.Duration
	maxDelay time.Duration
	clock    Clock
	jitter   func() float64
	log      *slog.Logger

	calls, retries, promptTokens, completionTokens atomic.Int64
}

// complete asks one prompt, counting calls and tokens.
func (k *caller) complete(ctx context.Context, what string, p Prompt) (Answer, error) {
	var ans Answer
	err := k.retry(ctx, what, func(ctx context.Context) error {
		k.calls.Add(1)
		a, err := k.c.Complete(ctx, p)
		if err == nil {
			ans = a
			k.promptTokens.Add(int64(a.PromptTokens))
			k.completionTokens.Add(int64(a.CompletionTokens))
		}
		return err
	})
	return ans, err
}

// retry runs fn until it succeeds, fails for good, or runs out of attempts. Each attempt
// has its own timeout; ctx's end stops everything at once.
func (k *caller) retry(ctx context.Context, what string, fn func(context.Context) error) error {
	for attempt := 1; ; attempt++ {
		actx, cancel := context.WithTimeout(ctx, k.timeout)
		start := k.clock.Now()
		err := fn(actx)
		cancel()
		if err == nil {
			return nil
		}
		if ctx.Err() != nil {
			return context.Cause(ctx)
		}
		var e *EndpointError
		if !errors.As(err, &e) {
			e = &EndpointError{Provider: k.provider, URL: k.url, Err: err}
		}
		if errors.Is(err, context.DeadlineExceeded) {
			e.Timeout = true
			e.Message = fmt.Sprintf("no answer within %s (the call timeout)", k.timeout)
		}
		e.Attempts = attempt
		k.log.Debug("condense: call failed", "call", what, "attempt", attempt, "status", e.Status,
			"took", k.clock.Now().Sub(start), "err", e.Error())
		if !e.retryable() || attempt >= k.attempts {
			return e
		}
		if e.RetryAfter > maxRetryAfter {
			e.Message += fmt.Sprintf(" (asked to wait %s, longer than condense waits)", e.RetryAfter.Round(time.Second))
			return e
		}
		delay := k.delay(attempt, e.RetryAfter)
		k.retries.Add(1)
		k.log.Info("condense: retrying", "call", what, "attempt", attempt+1, "after", delay, "reason", e.Error())
		if err := k.clock.Sleep(ctx, delay); err != nil {
			return context.Cause(ctx)
		}
	}
}

// delay is the wait before attempt+1: what Retry-After asked, else the backoff doubled per
// attempt up to its ceiling, each with up to half again of jitter so that concurrent
// calls refused together do not come back together.
func (k *caller) delay(attempt int, retryAfter time.Duration) time.Duration {
	if retryAfter > 0 {
		return retryAfter + time.Duration(k.jitter()*float64(retryAfter)/10)
	}
	d := k.backoff << (attempt - 1)
	if d > k.maxDelay || d <= 0 {
		d = k.maxDelay
	}
	return d/2 + time.Duration(k.jitter()*float64(d)/2)
}
