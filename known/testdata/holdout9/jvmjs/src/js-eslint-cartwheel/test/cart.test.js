import { test } from "node:test";
import assert from "node:assert/strict";
import { Cart } from "../src/cart.js";

test("subtotal sums lines", () => {
  const c = new Cart().add("A", 250, 2).add("B", 1000);
  assert.equal(c.subtotal(), 1500);
});

test("adding the same sku bumps the quantity", () => {
  const c = new Cart().add("A", 250).add("A", 250, 3);
  assert.equal(c.lines.length, 1);
  assert.equal(c.lines[0].qty, 4);
});

test("vat rounds to cents", (t) => {
  const c = new Cart().add("A", 999);
  assert.equal(c.vat(23), 230);
});
