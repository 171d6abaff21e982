"use strict";

const assert = require("node:assert/strict");
const { clean, isbn13Valid, from10 } = require("../lib/isbn");

describe("isbn", () => {
  it("strips hyphens and spaces", () => {
    assert.equal(clean("978-0 13-468599-1"), "9780134685991");
  });
  it("accepts a valid ISBN-13", () => {
    assert.ok(isbn13Valid("978-0-13-468599-1"));
  });
  it("rejects a wrong check digit", () => {
    assert.ok(!isbn13Valid("978-0-13-468599-2"));
  });
  it("converts an ISBN-10", () => {
    assert.equal(from10("0-13-468599-7"), "9780134685991");
  });
});
