import { describe, expect, it } from "vitest";
import { convert } from "../src/units";

describe("volume", () => {
  it.each([
    [1000, "ml", "l", 1],
    [8, "pt", "gal", 1],
    [1, "cup", "ml", 236.5882365],
    [3, "tsp", "ml", 14.78676478],
    [1, "gal", "l", 4.54609],
    [2, "l", "pt", 3.51950797],
  ])("%d %s in %s is %d", (v, from, to, want) => {
    expect(convert(v, from, to)).toBeCloseTo(want, 6);
  });
  for (let cups = 1; cups <= 12; cups++) {
    it(`${cups} cup(s) in tsp`, () => {
      expect(convert(cups, "cup", "tsp")).toBeCloseTo(cups * 48, 6);
    });
  }
});
