"use strict";

const { receipt } = require("../src/receipt");

const LINES = [
  { sku: "TEA-40", unitPence: 349, qty: 2 },
  { sku: "MUG-01", unitPence: 799, qty: 1 },
];

describe("receipt", () => {
  test("totals the lines", () => {
    expect(receipt(LINES).total).toBe("£14.97");
  });

  test("no voucher, no discount field", () => {
    expect(receipt(LINES)).toStrictEqual({
      lines: [
        { sku: "TEA-40", qty: 2, amount: "£6.98" },
        { sku: "MUG-01", qty: 1, amount: "£7.99" },
      ],
      total: "£14.97",
    });
  });

  test("logs the voucher it applied", () => {
    const logger = { info: jest.fn() };
    receipt(LINES, { voucher: { code: "SPRING10", percent: 10 }, logger });
    expect(logger.info).toHaveBeenCalledWith("voucher applied", { code: "SPRING10", discountPence: 150 });
  });

  test("voucher lowers the total", () => {
    expect(receipt(LINES, { voucher: { code: "SPRING10", percent: 10 } }).total).toBe("£13.47");
  });
});
