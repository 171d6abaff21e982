import { test } from "node:test";
import assert from "node:assert/strict";
import { formatDuration, percent } from "../src/lib/format.js";

test("durations", () => {
  assert.equal(formatDuration(850), "850 ms");
  assert.equal(formatDuration(12_340), "12.3 s");
  assert.equal(formatDuration(125_000), "2 min 5 s");
});

test("percent", () => {
  assert.equal(percent(1, 8), "12.5 %");
  assert.equal(percent(0, 0), "–");
});
