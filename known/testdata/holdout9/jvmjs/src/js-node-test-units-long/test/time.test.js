import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { convert } from "../src/convert.js";

// 1 <from> in <to>, from the NIST tables
const CASES = [
  ["ms", "s", 0.001],
  ["ms", "min", 1.6666666666666667e-05],
  ["ms", "h", 2.7777777777777776e-07],
  ["ms", "d", 1.1574074074074074e-08],
  ["ms", "wk", 1.6534391534391535e-09],
  ["s", "ms", 1000.0],
  ["s", "min", 0.016666666666666666],
  ["s", "h", 0.0002777777777777778],
  ["s", "d", 1.1574074074074073e-05],
  ["s", "wk", 1.6534391534391535e-06],
  ["min", "ms", 60000.0],
  ["min", "s", 60.0],
  ["min", "h", 0.016666666666666666],
  ["min", "d", 0.0006944444444444445],
  ["min", "wk", 9.92063492063492e-05],
  ["h", "ms", 3600000.0],
  ["h", "s", 3600.0],
  ["h", "min", 60.0],
  ["h", "d", 0.041666666666666664],
  ["h", "wk", 0.005952380952380952],
  ["d", "ms", 86400000.0],
  ["d", "s", 86400.0],
  ["d", "min", 1440.0],
  ["d", "h", 24.0],
  ["d", "wk", 0.14285714285714285],
  ["wk", "ms", 604800000.0],
  ["wk", "s", 604800.0],
  ["wk", "min", 10080.0],
  ["wk", "h", 168.0],
  ["wk", "d", 7.0],
];

describe("time", () => {
  for (const [from, to, expected] of CASES) {
    it(`1 ${from} = ${expected} ${to}`, () => {
      const got = convert(1, from, to);
      assert.ok(Math.abs(got - expected) <= Math.abs(expected) * 1e-9, `1 ${from} -> ${got} ${to}, want ${expected}`);
    });
  }
});
