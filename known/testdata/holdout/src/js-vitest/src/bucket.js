export class TokenBucket {
  constructor(capacity, refillPerSec, now = () => Date.now()) {
    this.capacity = capacity;
    this.tokens = capacity;
    this.refillPerSec = refillPerSec;
    this.now = now;
    this.last = now();
  }

  refill() {
    const t = this.now();
    const added = ((t - this.last) / 1000) * this.refillPerSec;
    this.tokens = this.tokens + added;
    this.last = t;
  }

  take(n = 1) {
    this.refill();
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }
}

export function parseLimit(spec) {
  const [count, per] = spec.split('/');
  const seconds = { s: 1, m: 60, h: 3600 }[per];
  return { count: Number(count), seconds };
}
