const { formatCents, receiptLines } = require("../src/receipts");

describe("receipts", () => {
  test.each([
    [250, "€2.50"],
    [1005, "€10.05"],
    [-340, "-€3.40"],
  ])("formats %i as %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  test("one line per trip", () => {
    expect(receiptLines([{ from: "Central", to: "Airport", cents: 420 }])).toEqual(["Central → Airport  €4.20"]);
  });
});
