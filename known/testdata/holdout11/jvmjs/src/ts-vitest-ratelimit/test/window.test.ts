import { describe, expect, it } from "vitest";
import { SlidingWindow } from "../src/window";

describe("SlidingWindow", () => {
  it("allows `limit` hits in a window", () => {
    const w = new SlidingWindow(2, 1000);
    expect([w.hit(0), w.hit(10), w.hit(20)]).toEqual([true, true, false]);
  });

  it("forgets hits older than the window", () => {
    const w = new SlidingWindow(2, 1000);
    w.hit(0);
    w.hit(10);
    expect(w.hit(1000)).toBe(true);
  });
});
