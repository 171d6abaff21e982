import { TokenBucket } from "./bucket";
import { systemClock, type Clock } from "./clock";

export class RateLimitError extends Error {
  constructor(public key: string, public retryAfterMs: number) {
    super(`rate limit exceeded for ${key}, retry in ${retryAfterMs} ms`);
    this.name = "RateLimitError";
  }
}

/** One bucket per key (API token, IP address). */
export class KeyedLimiter {
  private buckets = new Map<string, TokenBucket>();

  constructor(private capacity: number, private perSecond: number, private clock: Clock = systemClock) {}

  private bucket(key: string): TokenBucket {
    let b = this.buckets.get(key);
    if (!b) {
      b = new TokenBucket(this.capacity, this.perSecond, this.clock);
      this.buckets.set(key, b);
    }
    return b;
  }

  check(key: string, cost = 1) {
    return this.bucket(key).take(cost);
  }

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const d = this.check(key);
    if (!d.allowed) {
      new RateLimitError(key, d.retryAfterMs ?? 0);
    }
    return fn();
  }
}
