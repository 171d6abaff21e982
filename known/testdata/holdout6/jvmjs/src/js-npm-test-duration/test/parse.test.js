"use strict";
const { describe, it } = require("node:test");
const assert = require("node:assert/strict");
const { parse } = require("../src/index.js");

describe("parse", () => {
  it("reads a single unit", () => assert.equal(parse("90s"), 90_000));
  it("reads combined units", () => assert.equal(parse("1h30m"), 5_400_000));
  it("allows spaces", () => assert.equal(parse("2 days 4 h"), 187_200_000));
  it("allows fractions", () => assert.equal(parse("1.5h"), 5_400_000));
  it("is case-insensitive", () => assert.equal(parse("10MIN"), 600_000));
  it("reads weeks", () => assert.equal(parse("2w"), 1_209_600_000));
  it("reads plural hours", () => assert.equal(parse("3 hours"), 10_800_000));
  it("rejects an empty string", () => assert.throws(() => parse(""), SyntaxError));
  it("rejects an unknown unit", () => assert.throws(() => parse("5 fortnights"), /unknown duration unit "fortnights"/));
});
