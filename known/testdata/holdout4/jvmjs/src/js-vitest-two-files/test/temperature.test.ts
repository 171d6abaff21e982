import { describe, expect, it } from "vitest";
import { convert } from "../src/units";

describe("temperature", () => {
  it.each([
    [0, "C", "F", 32],
    [100, "C", "F", 212],
    [-40, "C", "F", -40],
    [98.6, "F", "C", 37],
    [451, "F", "C", 232.777778],
  ])("%d %s in %s is %d", (v, from, to, want) => {
    expect(convert(v, from, to)).toBeCloseTo(want, 5);
  });
  describe("kelvin", () => {
    it("absolute zero in celsius", () => {
      expect(convert(0, "K", "C")).toBeCloseTo(-273.15, 9);
    });
    it("water boils at 373.15 K", () => {
      expect(convert(100, "C", "K")).toBeCloseTo(373.15, 9);
    });
    it("body temperature in kelvin", () => {
      expect(convert(98.6, "F", "K")).toBeCloseTo(310.15, 5);
    });
  });
  for (let c = -30; c <= 40; c += 10) {
    it(`${c}°C round-trips through °F`, () => {
      expect(convert(convert(c, "C", "F"), "F", "C")).toBeCloseTo(c, 9);
    });
  }
});
