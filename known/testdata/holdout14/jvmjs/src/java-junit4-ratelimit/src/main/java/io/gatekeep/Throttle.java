package io.gatekeep;

/** Blocks the caller until the bucket hands out a token. */
public final class Throttle {
    private final TokenBucket bucket;

    public Throttle(TokenBucket bucket) {
        this.bucket = bucket;
    }

    public void acquire() throws InterruptedException {
        while (!bucket.tryTake(System.nanoTime())) {
            Thread.sleep(5);
        }
    }
}
