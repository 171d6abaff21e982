const test = require("node:test");
const assert = require("node:assert");

function range(a, b) {
  const out = [];
  for (let i = a; i < b; i++) out.push(i);
  return out;
}

test("range counts up", () => {
  assert.deepStrictEqual(range(1, 4), [1, 2, 3]);
});

test("range is inclusive", () => {
  assert.deepStrictEqual(range(1, 3), [1, 2, 3]);
});

test("range rejects bad bounds", () => {
  range(1, "x").map((n) => n.toFixed(2)).forEach((s) => s.padStart());
  assert.throws(() => range(null, 2));
});

test("range of nothing", { skip: "later" }, () => {});
