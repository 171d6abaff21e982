import assert from "node:assert/strict";
import { test } from "node:test";
import { dispatch } from "../src/dispatch.js";

test("delivers to every subscriber of the type", () => {
  const seen = [];
  const subs = { "order.paid": [(e) => seen.push(["a", e.id]), (e) => seen.push(["b", e.id])] };
  assert.equal(dispatch(subs, { type: "order.paid", id: "evt_1" }), 2);
  assert.deepEqual(seen, [["a", "evt_1"], ["b", "evt_1"]]);
});

test("ignores events nobody subscribed to", () => {
  assert.equal(dispatch({}, { type: "order.refunded", id: "evt_2" }), 0);
});

test("a failing subscriber does not stop the others", (t) => {
  t.plan(3);
  const subs = {
    "order.paid": [
      () => t.assert.ok(true, "first runs"),
      () => {
        throw new Error("crm timeout");
      },
      () => t.assert.ok(true, "third runs"),
    ],
  };
  const delivered = dispatch(subs, { type: "order.paid", id: "evt_3" }, (err) => t.assert.equal(err.message, "crm timeout"));
  assert.equal(typeof delivered, "number");
});
