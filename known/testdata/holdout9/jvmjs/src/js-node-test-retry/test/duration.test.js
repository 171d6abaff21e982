import { test } from "node:test";
import assert from "node:assert/strict";
import { parseDuration } from "../src/duration.js";

test("parses units", () => {
  assert.equal(parseDuration("250ms"), 250);
  assert.equal(parseDuration("1.5s"), 1500);
  assert.equal(parseDuration("2m"), 120_000);
  assert.equal(parseDuration("1h"), 3_600_000);
});

test("rejects unknown units with a helpful message", () => {
  assert.throws(() => parseDuration("10x"), { name: "TypeError", message: /unknown unit "x"/ });
});

test("rejects garbage", () => {
  assert.throws(() => parseDuration("soon"), TypeError);
});
