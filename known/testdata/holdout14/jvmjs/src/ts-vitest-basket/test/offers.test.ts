import { describe, expect, it } from "vitest";
import { delivery, percentOff, threeForTwo } from "../src/offers";

describe("offers", () => {
  it("gives every third item free", () => {
    expect(threeForTwo([{ sku: "soap", qty: 7, unitPence: 120 }], ["soap"])).toBe(240);
  });

  it("ignores skus not in the offer", () => {
    expect(threeForTwo([{ sku: "tea", qty: 3, unitPence: 350 }], ["soap"])).toBe(0);
  });

  it("takes 15% off in whole pence", () => {
    expect(percentOff(2499, 15)).toBe(375);
  });

  it("charges delivery under the threshold", () => {
    expect(delivery(3999)).toBe(399);
    expect(delivery(4000)).toBe(0);
  });
});
