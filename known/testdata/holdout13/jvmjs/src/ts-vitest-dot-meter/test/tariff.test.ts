import { describe, expect, it } from "vitest";
import { cost } from "../src/tariff";

const bands = [
  { upTo: 100, pencePerKwh: 20 },
  { upTo: 300, pencePerKwh: 25 },
  { upTo: Infinity, pencePerKwh: 30 },
];

describe("cost", () => {
  it("first band only", () => expect(cost(80, bands)).toBe(1600));
  it("two bands", () => expect(cost(150, bands)).toBe(3250));
  it("all bands", () => expect(cost(400, bands)).toBe(10000));
  it("zero usage", () => expect(cost(0, bands)).toBe(0));
  it("fractional kWh", () => expect(cost(100.5, bands)).toBe(2013));
});
