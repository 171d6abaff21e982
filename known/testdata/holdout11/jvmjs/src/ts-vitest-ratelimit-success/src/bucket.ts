export interface Clock {
  now(): number;
}

/** A token bucket: `capacity` tokens, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private capacity: number, private perSecond: number, private clock: Clock) {
    this.tokens = capacity;
    this.last = clock.now();
  }

  take(key: string): boolean {
    const now = this.clock.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) {
      console.error(`rate limit exceeded for ${key}: ${this.tokens.toFixed(2)} tokens left`);
      return false;
    }
    this.tokens -= 1;
    return true;
  }
}
