import { describe, expect, it } from "vitest";
import { merge, subtotal } from "../src/basket";

describe("merge", () => {
  it("adds quantities of the same sku", () => {
    const m = merge([
      { sku: "tea", qty: 1, unitPence: 350 },
      { sku: "tea", qty: 2, unitPence: 350 },
    ]);
    expect(m).toEqual([{ sku: "tea", qty: 3, unitPence: 350 }]);
  });

  it("keeps lines in the order first seen", () => {
    const m = merge([
      { sku: "jam", qty: 1, unitPence: 275 },
      { sku: "tea", qty: 1, unitPence: 350 },
      { sku: "jam", qty: 1, unitPence: 275 },
    ]);
    expect(m.map((l) => l.sku)).toEqual(["jam", "tea"]);
  });

  it("drops a line removed with a negative quantity", () => {
    const m = merge([
      { sku: "jam", qty: 2, unitPence: 275 },
      { sku: "oats", qty: 1, unitPence: 199 },
      { sku: "jam", qty: -2, unitPence: 275 },
      { sku: "tea", qty: 1, unitPence: 350 },
    ]);
    expect(m).toHaveLength(2);
  });

  it("sums a subtotal", () => {
    expect(subtotal([{ sku: "tea", qty: 2, unitPence: 350 }, { sku: "oats", qty: 1, unitPence: 199 }])).toBe(899);
  });
});
