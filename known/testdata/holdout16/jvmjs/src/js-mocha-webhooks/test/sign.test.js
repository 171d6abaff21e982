"use strict";

const assert = require("node:assert/strict");
const { sign, parseHeader } = require("../lib/sign");

describe("sign", function () {
  it("puts the timestamp first", function () {
    assert.match(sign("s3cret", "{}", 1716300000), /^t=1716300000,v1=[0-9a-f]{64}$/);
  });

  it("changes with the body", function () {
    assert.notEqual(sign("k", "a", 1), sign("k", "b", 1));
  });

  it("parses its own header", function () {
    const h = parseHeader(sign("k", "{}", 42));
    assert.equal(h.t, "42");
    assert.equal(h.v1.length, 64);
  });
});
