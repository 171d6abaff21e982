import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { isValid, format, normalise } from "../src/iban.js";

// published example IBANs, one per country, and a corrupted copy of each
const GOOD = [
  "GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00", "FR14 2004 1010 0505 0001 3M02 606",
  "ES91 2100 0418 4502 0005 1332", "IT60 X054 2811 1010 0000 0123 456", "NL91 ABNA 0417 1643 00",
  "IE29 AIBK 9311 5212 3456 78", "BE68 5390 0754 7034", "PT50 0002 0123 1234 5678 9015 4",
  "AT61 1904 3002 3457 3201",
];

describe("isValid", () => {
  for (const iban of GOOD) {
    test(`accepts ${iban}`, () => assert.equal(isValid(iban), true));
    test(`accepts ${iban} in lower case`, () => assert.equal(isValid(iban.toLowerCase()), true));
    const bad = iban.slice(0, -1) + (iban.endsWith("9") ? "0" : "9");
    test(`rejects ${bad}`, () => assert.equal(isValid(bad), false));
  }
  test("rejects a short GB IBAN", () => assert.equal(isValid("GB82 WEST 1234 5698 7654 3"), false));
  test("rejects an unknown country", () => assert.equal(isValid("XX82 WEST 1234 5698 7654 32"), false));
});

describe("format", () => {
  for (const iban of GOOD) {
    test(`groups ${iban} in fours`, () => assert.equal(format(normalise(iban)), iban));
  }
  test("keeps a tab-separated IBAN readable", () => {
    assert.equal(format("GB82\tWEST\t12345698765432"), "GB82 WEST 1234 5698 7654 32");
  });
});
