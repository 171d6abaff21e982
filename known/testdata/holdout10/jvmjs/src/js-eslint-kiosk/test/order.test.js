import { test } from "node:test";
import assert from "node:assert/strict";
import { addLine, totalCents } from "../src/lib/order.js";

test("adds to an existing line", () => {
  const order = { lines: [] };
  addLine(order, { id: 1, name: "Latte", priceCents: 380 }, 1);
  addLine(order, { id: 1, name: "Latte", priceCents: 380 }, 2);
  assert.equal(order.lines[0].qty, 3);
  assert.equal(totalCents(order), 1140);
});
