import { describe, expect, it } from "vitest";
import { balances, settle } from "../src/split.js";

const people = ["ana", "ben", "cy"];

describe("balances", () => {
  it("sums to zero", () => {
    const b = balances([{ who: "ana", cents: 9000 }, { who: "ben", cents: 3001 }], people);
    expect([...b.values()].reduce((s, c) => s + c, 0)).toBe(0);
  });
  it("equal shares", () => {
    const b = balances([{ who: "ana", cents: 3000 }], people);
    expect(Object.fromEntries(b)).toEqual({ ana: 2000, ben: -1000, cy: -1000 });
  });
  it("remainder cents go to the first people", () => {
    const b = balances([{ who: "cy", cents: 100 }], people);
    expect(Object.fromEntries(b)).toEqual({ ana: -34, ben: -33, cy: 67 });
  });
  it.todo("weighted shares");
});

describe("settle", () => {
  it("one creditor", () => {
    const t = settle(new Map([["ana", 2000], ["ben", -1000], ["cy", -1000]]));
    expect(t).toEqual([
      { from: "ben", to: "ana", cents: 1000 },
      { from: "cy", to: "ana", cents: 1000 },
    ]);
  });
  it("nothing to do", () => {
    expect(settle(new Map([["ana", 0]]))).toEqual([]);
  });
  it.skip("minimises the number of transfers", () => {});
});
