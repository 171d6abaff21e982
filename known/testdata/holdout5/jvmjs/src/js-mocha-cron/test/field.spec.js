"use strict";

const assert = require("node:assert");
const { FIELDS, parseField } = require("../lib/field");

const [MINUTE, HOUR, DOM, MONTH, DOW] = FIELDS;
const range = (a, b, step = 1) => Array.from({ length: Math.floor((b - a) / step) + 1 }, (_, i) => a + i * step);

describe("parseField", function () {
  describe("minute", function () {
    for (let m = 0; m < 60; m += 4) {
      it(`reads ${m}`, function () {
        assert.deepStrictEqual(parseField(String(m), MINUTE), [m]);
      });
    }
    it("reads *", function () {
      assert.deepStrictEqual(parseField("*", MINUTE), range(0, 59));
    });
    it("reads */15", function () {
      assert.deepStrictEqual(parseField("*/15", MINUTE), [0, 15, 30, 45]);
    });
    it("reads 10-40/10", function () {
      assert.deepStrictEqual(parseField("10-40/10", MINUTE), [10, 20, 30, 40]);
    });
    it("reads a list", function () {
      assert.deepStrictEqual(parseField("5,1,3", MINUTE), [1, 3, 5]);
    });
    it("drops duplicates", function () {
      assert.deepStrictEqual(parseField("1,1,1-2", MINUTE), [1, 2]);
    });
    it("rejects 60", function () {
      assert.throws(() => parseField("60", MINUTE), RangeError);
    });
    it("rejects a zero step", function () {
      assert.throws(() => parseField("*/0", MINUTE), SyntaxError);
    });
    it("rejects a backwards range", function () {
      assert.throws(() => parseField("40-10", MINUTE), /runs backwards/);
    });
  });

  describe("hour", function () {
    for (let h = 0; h < 24; h += 2) {
      it(`reads ${h}`, function () {
        assert.deepStrictEqual(parseField(String(h), HOUR), [h]);
      });
    }
    it("reads 9-17", function () {
      assert.deepStrictEqual(parseField("9-17", HOUR), range(9, 17));
    });
    it("reads */6", function () {
      assert.deepStrictEqual(parseField("*/6", HOUR), [0, 6, 12, 18]);
    });
    it("reads 8/4 (from 8, every 4 hours)", function () {
      assert.deepStrictEqual(parseField("8/4", HOUR), [8, 12, 16, 20]);
    });
    it("rejects 24", function () {
      assert.throws(() => parseField("24", HOUR), RangeError);
    });
  });

  describe("day of month", function () {
    it("starts at 1", function () {
      assert.deepStrictEqual(parseField("*", DOM)[0], 1);
    });
    it("ends at 31", function () {
      assert.deepStrictEqual(parseField("*", DOM).length, 31);
    });
    it("rejects 0", function () {
      assert.throws(() => parseField("0", DOM), RangeError);
    });
    it("reads 1,15", function () {
      assert.deepStrictEqual(parseField("1,15", DOM), [1, 15]);
    });
  });

  describe("month", function () {
    const names = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    names.forEach((name, i) => {
      it(`reads ${name} as ${i + 1}`, function () {
        assert.deepStrictEqual(parseField(name, MONTH), [i + 1]);
      });
    });
    it("reads upper-case names", function () {
      assert.deepStrictEqual(parseField("JUN", MONTH), [6]);
    });
    it("reads a named range", function () {
      assert.deepStrictEqual(parseField("mar-may", MONTH), [3, 4, 5]);
    });
    it("rejects 13", function () {
      assert.throws(() => parseField("13", MONTH), RangeError);
    });
  });

  describe("day of week", function () {
    const names = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
    names.forEach((name, i) => {
      it(`reads ${name} as ${i}`, function () {
        assert.deepStrictEqual(parseField(name, DOW), [i]);
      });
    });
    it("reads mon-fri", function () {
      assert.deepStrictEqual(parseField("mon-fri", DOW), [1, 2, 3, 4, 5]);
    });
    it("reads 7 as Sunday, as most crons do", function () {
      assert.deepStrictEqual(parseField("7", DOW), [0]);
    });
    it("reads fri-sun across the week end", function () {
      assert.throws(() => parseField("fri-sun", DOW), /runs backwards/);
    });
  });
});
