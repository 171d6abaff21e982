import assert from "node:assert/strict";
import { test } from "node:test";
import { sign, verify } from "../src/signature.js";

const SECRET = "whsec_test_7f3a";
const BODY = JSON.stringify({ id: "evt_1", type: "order.paid" });
const T = 1741000000;

test("accepts a fresh signature", () => {
  assert.equal(verify(SECRET, BODY, `t=${T},${sign(SECRET, BODY, T)}`, T * 1000 + 1000), true);
});

test("rejects a tampered body", () => {
  assert.equal(verify(SECRET, BODY + " ", `t=${T},${sign(SECRET, BODY, T)}`, T * 1000), false);
});

test("rejects a signature older than five minutes", () => {
  assert.equal(verify(SECRET, BODY, `t=${T},${sign(SECRET, BODY, T)}`, (T + 301) * 1000), false);
});

test("throws on a missing header", () => {
  assert.throws(() => verify(SECRET, BODY, undefined), { name: "TypeError", message: /signature header missing/ });
});

test("rejects a header without a timestamp", () => {
  assert.equal(verify(SECRET, BODY, sign(SECRET, BODY, T), T * 1000), false);
});
