package io.example.retry;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

public final class RetryPolicy {
    final int maxAttempts;
    final Backoff backoff;
    final List retryOn = new ArrayList();

    public RetryPolicy(int maxAttempts, Backoff backoff) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be >= 1");
        }
        this.maxAttempts = maxAttempts;
        this.backoff = backoff;
    }

    public RetryPolicy retryOn(Class<? extends Throwable> type) {
        retryOn.add(type);
        return this;
    }

    boolean shouldRetry(Throwable t) {
        if (retryOn.isEmpty()) {
            return true;
        }
        for (Object o : retryOn) {
            if (((Class<?>) o).isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    /** @deprecated use {@link #retryOn(Class)}; kept for 0.3 callers. */
    @Deprecated
    public RetryPolicy when(Predicate<Throwable> p) {
        return this;
    }
}
