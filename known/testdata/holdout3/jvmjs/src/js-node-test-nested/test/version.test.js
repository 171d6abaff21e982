import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compare, parse } from "../src/version.js";

describe("parse", () => {
  it("reads major.minor.patch", () => {
    assert.deepEqual(parse("1.22.333"), { major: 1, minor: 22, patch: 333, pre: [] });
  });
  it("accepts a leading v", () => {
    assert.equal(parse("v2.0.1").major, 2);
  });
  it("splits the pre-release", () => {
    assert.deepEqual(parse("1.0.0-rc.1").pre, ["rc", "1"]);
  });
  it("rejects garbage", () => {
    assert.throws(() => parse("1.0"), /invalid version: 1.0/);
  });
});

describe("compare", () => {
  it("orders by major, minor, patch", () => {
    const sorted = ["1.10.0", "1.2.0", "0.9.9", "1.2.10", "1.2.9"].sort(compare);
    assert.deepEqual(sorted, ["0.9.9", "1.2.0", "1.2.9", "1.2.10", "1.10.0"]);
  });
  describe("pre-releases", () => {
    it("sort before the release", () => {
      assert.equal(compare("1.0.0-alpha", "1.0.0"), -1);
    });
    it("compare numeric identifiers numerically", () => {
      assert.equal(compare("1.0.0-rc.2", "1.0.0-rc.10"), -1);
    });
    it("shorter set sorts first", () => {
      assert.equal(compare("1.0.0-alpha", "1.0.0-alpha.1"), -1);
    });
  });
});
