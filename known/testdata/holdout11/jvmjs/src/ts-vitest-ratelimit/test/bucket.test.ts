import { describe, expect, it } from "vitest";
import { TokenBucket } from "../src/bucket";

function fakeClock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("TokenBucket", () => {
  it("allows a burst up to capacity", () => {
    const b = new TokenBucket(3, 1, fakeClock());
    expect([b.take("k"), b.take("k"), b.take("k")]).toEqual([true, true, true]);
  });

  it("refuses once empty and logs it", () => {
    const b = new TokenBucket(1, 1, fakeClock());
    b.take("tenant-42");
    expect(b.take("tenant-42")).toBe(false);
  });

  it("refills over time", () => {
    const c = fakeClock();
    const b = new TokenBucket(1, 2, c);
    b.take("k");
    c.advance(500);
    expect(b.take("k")).toBe(true);
  });

  let warmups = 0;
  it("survives a slow first tick", { retry: 2 }, () => {
    warmups += 1;
    if (warmups === 1) {
      throw new Error("clock not warmed up yet (first attempt)");
    }
    expect(warmups).toBe(2);
  });
});
