class TokenBucket {
  constructor(capacity, refillPerSec) { this.capacity = capacity; this.tokens = capacity; this.refill = refillPerSec; this.last = 0; }
  take(now) {
    const elapsed = (now - this.last) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.refill);
    this.last = now;
    if (this.tokens >= 1) { this.tokens -= 1; return true; }
    return false;
  }
}
function parseLimit(s) {
  const m = /^(\d+)\/(s|m)$/.exec(s);
  return { count: Number(m[1]), per: m[2] === 's' ? 1 : 60 };
}
module.exports = { TokenBucket, parseLimit };
