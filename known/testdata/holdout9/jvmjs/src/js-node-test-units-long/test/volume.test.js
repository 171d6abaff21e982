import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { convert } from "../src/convert.js";

// 1 <from> in <to>, from the NIST tables
const CASES = [
  ["cl", "ml", 10.0],
  ["ml", "cl", 0.1],
  ["dl", "ml", 100.0],
  ["ml", "dl", 0.01],
  ["l", "ml", 1000.0],
  ["ml", "l", 0.001],
  ["tsp", "ml", 4.92892159375],
  ["ml", "tsp", 0.202884136211058],
  ["tbsp", "ml", 14.78676478125],
  ["ml", "tbsp", 0.067628045403686],
  ["cup", "ml", 236.5882365],
  ["ml", "cup", 0.004226752837730375],
  ["pt", "ml", 473.176473],
  ["ml", "pt", 0.0021133764188651875],
  ["gal", "ml", 3785.411784],
  ["ml", "gal", 0.00026417205235814843],
];

describe("volume", () => {
  for (const [from, to, expected] of CASES) {
    it(`1 ${from} = ${expected} ${to}`, () => {
      const got = convert(1, from, to);
      assert.ok(Math.abs(got - expected) <= Math.abs(expected) * 1e-9, `1 ${from} -> ${got} ${to}, want ${expected}`);
    });
  }
});
