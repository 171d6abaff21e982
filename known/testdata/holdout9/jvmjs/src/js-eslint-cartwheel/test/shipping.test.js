import { test } from "node:test";
import assert from "node:assert/strict";
import { shippingFor, zoneOf } from "../src/shipping.js";

test("free shipping in Ireland", () => {
  assert.equal(shippingFor("IE", 2500, 500), 0);
});

test("EU zone", () => {
  assert.equal(zoneOf("DE"), "EU");
  assert.equal(shippingFor("DE", 2500, 500), 650 + 3 * 120);
});
