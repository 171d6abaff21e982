import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pluralCategory } from "../src/plural.js";

describe("pluralCategory", () => {
  for (const [locale, n, expected] of [
    ["en", 1, "one"],
    ["en", 0, "other"],
    ["fr", 0, "one"],
    ["fr", 2, "other"],
    ["pl", 1, "one"],
    ["pl", 3, "few"],
    ["pl", 13, "many"],
    ["pl", 22, "few"],
    ["ja", 1, "other"],
  ]) {
    it(`${locale} ${n} -> ${expected}`, () => {
      assert.equal(pluralCategory(locale, n), expected);
    });
  }
});
