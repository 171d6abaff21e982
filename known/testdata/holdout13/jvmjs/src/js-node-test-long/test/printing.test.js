import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { label, labelLater, parseQty } from "../src/labels.js";

describe("label", () => {
  it("grams with ounces", () => assert.equal(label(250, "g", "oz"), "250 g (8.82 oz)"));
  it("millilitres with teaspoons", () => assert.equal(label(10, "ml", "tsp"), "10 ml (2.03 tsp)"));
});

describe("parseQty", () => {
  it("number and unit", () => assert.deepEqual(parseQty("250 g"), { qty: 250, unit: "g" }));
  it("no space", () => assert.deepEqual(parseQty("1.5L"), { qty: 1.5, unit: "l" }));
  it("comma decimals from the EU supplier sheet", () => assert.deepEqual(parseQty("1,5 kg"), { qty: 1.5, unit: "kg" }));
});

describe("printer queue", () => {
  it("labels a queued item", (t, done) => {
    labelLater({ qty: 2, unit: "lb", alt: "kg" }, (text) => {
      assert.equal(text, "2 lb (0.91 kg)");
      labelLater({ qty: 1, unit: "pint", alt: "ml" }, (second) => {
        assert.match(second, /^1 pint/);
        done();
      });
    });
  });
});
