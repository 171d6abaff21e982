"use strict";
const { describe, it } = require("node:test");
const assert = require("node:assert/strict");
const { split, format } = require("../src/index.js");

describe("split", () => {
  it("splits into days, hours, minutes and seconds", () => {
    assert.deepEqual(split(93_784_000), { days: 1, hours: 2, minutes: 3, seconds: 4 });
  });
  it("keeps the remainder below a second out", () => {
    assert.deepEqual(split(61_500), { minutes: 1, seconds: 1 });
  });
  it("reports milliseconds when under a second", () => {
    assert.deepEqual(split(250), { milliseconds: 250 });
  });
});

describe("format", () => {
  it("formats zero", () => assert.equal(format(0), "0s"));
  it("formats minutes and seconds", () => assert.equal(format(125_000), "2m 5s"));
  it("formats days", () => assert.equal(format(172_800_000), "2d"));
  it("skips zero parts", () => assert.equal(format(3_600_005_000), "41d 16h 5s"));
});
