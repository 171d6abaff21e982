import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseQuantity } from "../src/parse.js";

describe("parseQuantity", () => {
  it("reads a single part", () => {
    assert.deepEqual(parseQuantity("250 g"), { value: 250, unit: "g" });
  });

  it("adds compound parts", () => {
    const q = parseQuantity("5 ft 11 in");
    assert.equal(q.unit, "ft");
    assert.ok(Math.abs(q.value - (5 + 11 / 12)) < 1e-9);
  });

  it("refuses mixed dimensions", () => {
    assert.throws(() => parseQuantity("1 kg 2 l"), TypeError);
  });

  it("refuses text without numbers", () => {
    assert.throws(() => parseQuantity("a pinch"), SyntaxError);
  });
});
