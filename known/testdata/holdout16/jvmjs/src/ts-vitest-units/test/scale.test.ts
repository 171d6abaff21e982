import { describe, expect, it } from "vitest";
import { normalise, scale } from "../src/scale";

const pancakes = [
  { name: "flour", amount: 200, unit: "g" as const },
  { name: "milk", amount: 300, unit: "ml" as const },
  { name: "sugar", amount: 1, unit: "tbsp" as const },
];

describe("scale", () => {
  it("doubles", () => {
    expect(scale(pancakes, 4, 8).map((i) => i.amount)).toEqual([400, 600, 2]);
  });

  it("halves", () => {
    expect(scale(pancakes, 4, 2)[1]).toMatchObject({ name: "milk", amount: 150 });
  });

  it.todo("rounds eggs up to whole eggs");

  it("normalises big amounts", () => {
    expect(normalise({ name: "flour", amount: 1500, unit: "g" })).toEqual({ name: "flour", amount: 1.5, unit: "kg" });
  });
});
