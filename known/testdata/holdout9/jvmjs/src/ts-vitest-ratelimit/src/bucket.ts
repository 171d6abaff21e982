import type { Clock } from "./clock";

export interface Decision {
  allowed: boolean;
  remaining: number;
  retryAfterMs?: number;
}

/** Token bucket: `capacity` tokens, refilled at `perSecond` tokens per second. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private capacity: number, private perSecond: number, private clock: Clock) {
    this.tokens = capacity;
    this.last = clock.now();
  }

  private refill(): void {
    const now = this.clock.now();
    const elapsed = (now - this.last) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.perSecond);
    this.last = now;
  }

  take(n = 1): Decision {
    this.refill();
    if (this.tokens >= n) {
      this.tokens -= n;
      return { allowed: true, remaining: Math.floor(this.tokens), retryAfterMs: undefined };
    }
    const missing = n - this.tokens;
    return { allowed: false, remaining: 0, retryAfterMs: Math.ceil((missing / this.perSecond) * 1000) };
  }
}
