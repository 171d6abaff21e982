package dev.gauge.metrics;

import java.util.Arrays;

/** Fixed buckets with upper bounds in milliseconds; the last bucket is open. */
public final class Histogram {
    private final long[] bounds;
    private final long[] counts;
    private long total;
    private long sum;

    public Histogram(long... bounds) {
        this.bounds = bounds.clone();
        Arrays.sort(this.bounds);
        this.counts = new long[bounds.length + 1];
    }

    public void record(long millis) {
        int i = 0;
        while (i < bounds.length && millis > bounds[i]) {
            i++;
        }
        counts[i]++;
        total++;
        sum += millis;
    }

    public long count(int bucket) {
        return counts[bucket];
    }

    public long total() {
        return total;
    }

    public long mean() {
        return sum / total;
    }

    /** The upper bound of the bucket holding the q-th quantile (q in 0..100). */
    public long percentile(int q) {
        long rank = (total * q + 99) / 100;
        long seen = 0;
        for (int i = 0; i < counts.length; i++) {
            seen += counts[i];
            if (seen >= rank) {
                return i < bounds.length ? bounds[i] : Long.MAX_VALUE;
            }
        }
        return Long.MAX_VALUE;
    }
}
