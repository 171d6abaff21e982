import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { convertLength, LENGTH_UNITS } from "../src/length.js";

describe("length round trips", () => {
  for (const from of ["mm", "m", "in", "mi"]) {
    for (const to of ["cm", "km", "ft", "yd"]) {
      test(`${from} -> ${to} -> ${from}`, () => {
        const there = convertLength(12.5, from, to);
        assert.ok(Math.abs(convertLength(there, to, from) - 12.5) < 1e-9);
      });
    }
  }
});

describe("length errors", () => {
  test("an unknown unit is a RangeError", () => {
    const err = assert.throws(() => convertLength(1, "furlong", "m"), RangeError);
    console.log(`expected error: ${err?.message ?? "RangeError: unsupported unit 'furlong'"}`);
  });

  test("parsecs are not supported yet", { skip: "UNIT-77: astronomy units" }, () => {});
});
