"use strict";

const assert = require("node:assert/strict");
const { parseQuery } = require("../lib/query");

describe("parseQuery", () => {
  it("defaults", () => {
    assert.deepEqual(parseQuery(""), { page: 1, limit: 20, sort: "added" });
  });
  it("caps the limit at 100", () => {
    assert.equal(parseQuery("limit=500").limit, 100);
  });
  it("reads the page as a number", () => {
    assert.equal(parseQuery("page=3").page, 3);
  });
});
