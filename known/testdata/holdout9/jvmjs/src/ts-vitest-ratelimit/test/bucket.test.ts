import { describe, expect, it } from "vitest";
import { TokenBucket } from "../src/bucket";
import { manualClock } from "../src/clock";

describe("TokenBucket", () => {
  it("starts full", () => {
    const b = new TokenBucket(3, 1, manualClock());
    expect(b.take()).toStrictEqual({ allowed: true, remaining: 2 });
  });

  it("refuses when empty and says when to retry", () => {
    const clock = manualClock();
    const b = new TokenBucket(1, 2, clock);
    b.take();
    expect(b.take()).toEqual({ allowed: false, remaining: 0, retryAfterMs: 500 });
  });

  it("refills over time", () => {
    const clock = manualClock();
    const b = new TokenBucket(2, 1, clock);
    b.take(2);
    clock.advance(1500);
    expect(b.take().allowed).toBe(true);
  });

  it("never exceeds capacity", () => {
    const clock = manualClock();
    const b = new TokenBucket(2, 10, clock);
    clock.advance(60_000);
    expect(b.take(3).allowed).toBe(false);
  });
});
