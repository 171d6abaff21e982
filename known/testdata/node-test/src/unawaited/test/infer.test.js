const test = require("node:test");
const assert = require("node:assert");

function inferType(cell) {
  if (/^-?\d+$/.test(cell)) return "int";
  if (/^-?\d*\.\d+$/.test(cell)) return "float";
  return "string";
}

test("inferType", () => {
  assert.strictEqual(inferType("42"), "int");
  assert.strictEqual(inferType("4.2"), "float");
});

// The subtests are started but not awaited: the parent ends first and cancels them.
test("inferFile", (t) => {
  t.test("cities", async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.strictEqual(inferType("Oslo"), "string");
  });
  t.test("sensors", async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.strictEqual(inferType("-0.5"), "float");
  });
});

test("empty cell", () => {
  assert.strictEqual(inferType(""), "empty");
});
