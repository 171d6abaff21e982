import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { UNITS, convert } from "../src/units.js";

// every pair of units within a dimension round-trips
for (const [dim, table] of Object.entries(UNITS)) {
  describe(`${dim} round trips`, () => {
    for (const a of Object.keys(table)) {
      for (const b of Object.keys(table)) {
        it(`${a} -> ${b} -> ${a}`, () => {
          const back = convert(convert(12.5, a, b), b, a);
          assert.ok(Math.abs(back - 12.5) < 1e-9, `${back}`);
        });
      }
    }
  });
}

describe("cross-dimension", () => {
  it("refuses g -> ml", () => assert.throws(() => convert(1, "g", "ml"), TypeError));
  it("refuses unknown units", () => assert.throws(() => convert(1, "stone", "kg"), RangeError));
});
