import { test } from "node:test";
import assert from "node:assert/strict";
import { backoff } from "../src/backoff.js";

test("doubles from the base", () => {
  assert.deepEqual([1, 2, 3, 4].map((n) => backoff(n)), [100, 200, 400, 800]);
});

test("is capped", () => {
  assert.equal(backoff(20, { max: "5s" }), 5000);
});

test("full jitter stays below the delay", () => {
  assert.equal(backoff(3, { jitter: true, random: () => 0.5 }), 200);
});
