const test = require("node:test");
const assert = require("node:assert");

test("upper-cases", () => {
  assert.strictEqual("ab".toUpperCase(), "AB");
});

test("trims", () => {
  assert.strictEqual(" a ".trim(), "a");
});
