import { describe, it, expect } from 'vitest';
import { TokenBucket, parseLimit } from './bucket.js';

describe('TokenBucket', () => {
  it('allows up to capacity', () => {
    let t = 0;
    const b = new TokenBucket(3, 1, () => t);
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
  });

  it('refills over time', () => {
    let t = 0;
    const b = new TokenBucket(1, 1, () => t);
    b.take();
    t = 1000;
    expect(b.take()).toBe(true);
  });

  it('never exceeds capacity', () => {
    let t = 0;
    const b = new TokenBucket(2, 10, () => t);
    t = 60_000;
    b.refill();
    expect(b.tokens).toBeLessThanOrEqual(2);
  });
});

describe('parseLimit', () => {
  it('parses per-minute limits', () => {
    expect(parseLimit('100/m')).toEqual({ count: 100, seconds: 60 });
  });

  it('rejects unknown units', () => {
    expect(() => parseLimit('5/d')).toThrow(/unknown unit/);
  });
});
