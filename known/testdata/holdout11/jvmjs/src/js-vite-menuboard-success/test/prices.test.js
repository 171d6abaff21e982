import { describe, expect, it } from "vitest";
import { parsePrice, price } from "../src/lib/prices.js";

describe("prices", () => {
  it("parses euro prices with either separator", () => {
    expect([parsePrice("3.40"), parsePrice("€2,90"), parsePrice("4")]).toEqual([340, 290, 400]);
  });

  it("hides an item whose price is not a number (logs an error)", () => {
    expect(parsePrice("ask")).toBeNull();
  });

  it("formats cents", () => {
    expect(price(1250)).toBe("€12.50");
  });
});
