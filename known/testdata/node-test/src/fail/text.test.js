const test = require("node:test");
const assert = require("node:assert");

test("upper-cases", () => {
  assert.strictEqual("ab".toUpperCase(), "AB");
});

test("reads the config", async () => {
  const cfg = JSON.parse("{ 'port': 80 }");
  assert.strictEqual(cfg.port, 80);
});
