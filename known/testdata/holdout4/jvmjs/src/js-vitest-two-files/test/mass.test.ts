import { describe, expect, it } from "vitest";
import { convert } from "../src/units";

describe("mass", () => {
  it.each([
    [1000, "g", "kg", 1],
    [1, "t", "kg", 1000],
    [16, "oz", "lb", 1],
    [14, "lb", "st", 1],
    [1, "kg", "lb", 2.20462262],
    [1, "st", "kg", 6.35029318],
    [250, "g", "oz", 8.81849049],
    [0.5, "t", "lb", 1102.31131],
  ])("%d %s in %s is %d", (v, from, to, want) => {
    expect(convert(v, from, to)).toBeCloseTo(want, 5);
  });
  for (let kg = 1; kg <= 40; kg++) {
    it(`${kg} kg round-trips through pounds`, () => {
      expect(convert(convert(kg, "kg", "lb"), "lb", "kg")).toBeCloseTo(kg, 9);
    });
  }
  it("unknown unit", () => {
    expect(() => convert(1, "kg", "grain")).toThrow("unknown unit: grain");
  });
});
