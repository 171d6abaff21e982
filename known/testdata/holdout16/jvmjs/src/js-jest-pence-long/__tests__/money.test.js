"use strict";

const { format, parse, split } = require("../src/money");

// every amount the till can show on one line, sampled: 0p .. £9,999,999.99
const AMOUNTS = [];
for (let i = 0; i < 180; i++) {
  AMOUNTS.push((i * 7919 * 131 + i * i * 17) % 1000000000);
}

describe("format and parse", () => {
  test.each(AMOUNTS)("round trips %i pence", (pence) => {
    expect(parse(format(pence))).toBe(pence);
  });

  test.each(AMOUNTS.slice(0, 40).map((p) => -p - 1))("round trips a refund of %i pence", (pence) => {
    expect(parse(format(pence))).toBe(pence);
  });

  test("groups thousands", () => {
    expect(format(123456789)).toBe("£1,234,567.89");
  });

  test("rejects euros", () => {
    expect(() => parse("€12.00")).toThrow("not a sterling amount");
  });
});

describe("split", () => {
  const CASES = [];
  for (let n = 2; n <= 9; n++) {
    for (const pence of [100, 1001, 9999]) CASES.push([pence, n]);
  }
  test.each(CASES)("splits %i pence %i ways", (pence, n) => {
    const parts = split(pence, n);
    expect(parts).toHaveLength(n);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(pence);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
  });
});
