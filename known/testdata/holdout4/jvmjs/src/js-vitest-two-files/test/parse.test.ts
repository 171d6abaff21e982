import { describe, expect, it } from "vitest";
import { parseQuantity, type Quantity } from "../src/parse";
import { formatQuantity } from "../src/format";

describe("parseQuantity", () => {
  it.each<[string, Quantity]>([
    ["5 km", { value: 5, unit: "km" }],
    ["12.5kg", { value: 12.5, unit: "kg" }],
    ["-3 °C", { value: -3, unit: "C" }],
    ["  250 ml ", { value: 250, unit: "ml" }],
    ["0.75 pt", { value: 0.75, unit: "pt" }],
    ["1,5 kg", { value: 1.5, unit: "kg" }],
  ])("%s", (text, want) => {
    expect(parseQuantity(text)).toEqual(want);
  });
  it("rejects words", () => {
    expect(() => parseQuantity("five km")).toThrow('cannot parse quantity: "five km"');
  });
  it("rejects unknown units", () => {
    expect(() => parseQuantity("3 furlong")).toThrow("unknown unit: furlong");
  });
});

describe("formatQuantity", () => {
  it("rounds to two places", () => {
    expect(formatQuantity(2.54321, "cm")).toBe("2.54 cm");
  });
  it("temperatures have no space", () => {
    expect(formatQuantity(21.456, "C", 1)).toBe("21.5°C");
  });
  it("drops trailing zeros", () => {
    // Quantity is typed, but vitest does not type-check: the string slips through
    const q: Quantity = { value: "3.10" as unknown as number, unit: "mi" };
    expect(formatQuantity(Number(q.value), q.unit)).toBe("3.1 mi");
  });
});
