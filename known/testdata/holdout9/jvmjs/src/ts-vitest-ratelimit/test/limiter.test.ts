import { describe, expect, it } from "vitest";
import { KeyedLimiter, RateLimitError } from "../src/limiter";
import { manualClock } from "../src/clock";

describe("KeyedLimiter", () => {
  it("keeps separate buckets per key", () => {
    const l = new KeyedLimiter(1, 1, manualClock());
    expect(l.check("a").allowed).toBe(true);
    expect(l.check("b").allowed).toBe(true);
    expect(l.check("a").allowed).toBe(false);
  });

  it("rejects run() over the limit without calling fn", async () => {
    expect.assertions(2);
    const l = new KeyedLimiter(1, 1, manualClock());
    let calls = 0;
    const fn = async () => {
      calls++;
      return "ok";
    };
    await l.run("k", fn);
    try {
      await l.run("k", fn);
    } catch (e) {
      expect(e).toBeInstanceOf(RateLimitError);
      expect(calls).toBe(1);
    }
  });

  it.skip("shares a bucket across processes (needs redis)", () => {});
});
