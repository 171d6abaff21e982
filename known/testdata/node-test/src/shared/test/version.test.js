const { describe, it } = require("node:test");
const assert = require("node:assert");
const { parse, compare } = require("../src/version.js");

// Every test of this suite starts from the same short release name, which parse refuses.
const baseline = "3.0";

describe("compare against the baseline", () => {
  it("is equal to itself", () => {
    assert.strictEqual(compare(baseline, baseline), 0);
  });
  it("is older than 3.1.0", () => {
    assert.strictEqual(compare(baseline, "3.1.0"), -1);
  });
  it("is newer than 2.9.9", () => {
    assert.strictEqual(compare(baseline, "2.9.9"), 1);
  });
});

describe("parse", () => {
  it("reads three parts", () => {
    assert.deepStrictEqual(parse("1.2.3"), [1, 2, 3]);
  });
});
