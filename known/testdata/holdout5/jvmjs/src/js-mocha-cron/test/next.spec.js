"use strict";

const assert = require("node:assert");
const { parse, next, MACROS } = require("../lib");

const at = (iso) => new Date(`${iso}Z`);
const iso = (d) => d.toISOString().slice(0, 16);

describe("parse", function () {
  it("needs five fields", function () {
    assert.throws(() => parse("* * * *"), /expected 5 fields, got 4/);
  });
  it("tolerates extra spaces", function () {
    assert.strictEqual(parse("  0  12 * * *  ").hour[0], 12);
  });
  Object.keys(MACROS).forEach((m) => {
    it(`expands ${m}`, function () {
      assert.deepStrictEqual(parse(m), parse(MACROS[m]));
    });
  });
  it("remembers unrestricted day fields", function () {
    const s = parse("0 0 * * *");
    assert.ok(s.domStar && s.dowStar);
  });
});

describe("next", function () {
  const cases = [
    ["*/15 * * * *", "2024-05-06T07:08", "2024-05-06T07:15"],
    ["*/15 * * * *", "2024-05-06T07:45", "2024-05-06T08:00"],
    ["0 * * * *", "2024-05-06T07:00", "2024-05-06T08:00"],
    ["30 2 * * *", "2024-05-06T03:00", "2024-05-07T02:30"],
    ["0 9 * * mon-fri", "2024-05-10T10:00", "2024-05-13T09:00"],
    ["0 0 1 * *", "2024-05-06T00:00", "2024-06-01T00:00"],
    ["0 0 29 2 *", "2024-03-01T00:00", "2028-02-29T00:00"],
    ["0 12 * dec *", "2024-05-06T00:00", "2024-12-01T12:00"],
    ["0 0 13 * fri", "2024-05-06T00:00", "2024-05-10T00:00"],
    ["15 14 1 * *", "2024-12-31T23:59", "2025-01-01T14:15"],
    ["0 6 * * sat,sun", "2024-05-06T00:00", "2024-05-11T06:00"],
    ["59 23 31 12 *", "2024-05-06T00:00", "2024-12-31T23:59"],
    ["0 */6 * * *", "2024-05-06T13:00", "2024-05-06T18:00"],
    ["5-10/5 8 * * *", "2024-05-06T08:05", "2024-05-06T08:10"],
    ["@daily", "2024-05-06T07:08", "2024-05-07T00:00"],
    ["@hourly", "2024-05-06T07:08", "2024-05-06T08:00"],
    ["@weekly", "2024-05-06T07:08", "2024-05-12T00:00"],
    ["@monthly", "2024-05-06T07:08", "2024-06-01T00:00"],
    ["@yearly", "2024-05-06T07:08", "2025-01-01T00:00"],
    ["0 0 * * 0", "2024-05-11T23:59", "2024-05-12T00:00"],
    ["45 23 * * *", "2024-05-06T23:45", "2024-05-07T23:45"],
    ["0 8-18/2 * * *", "2024-05-06T17:00", "2024-05-06T18:00"],
    ["0 0 1 jan,jul *", "2024-05-06T00:00", "2024-07-01T00:00"],
  ];
  cases.forEach(([expr, from, want]) => {
    it(`${expr} after ${from} is ${want}`, function () {
      assert.strictEqual(iso(next(expr, at(from))), want);
    });
  });
  it("skips seconds of the start time", function () {
    assert.strictEqual(iso(next("* * * * *", new Date("2024-05-06T07:08:59Z"))), "2024-05-06T07:09");
  });
  it("accepts a parsed schedule", function () {
    assert.strictEqual(iso(next(parse("0 0 * * *"), at("2024-05-06T07:08"))), "2024-05-07T00:00");
  });
  it("returns null for an impossible date", function () {
    this.timeout(20000);
    assert.strictEqual(next("0 0 31 2 *", at("2024-01-01T00:00")), null);
  });
});
