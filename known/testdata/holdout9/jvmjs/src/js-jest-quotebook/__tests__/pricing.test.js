const { unitPrice, lineTotal } = require("../src/pricing");

describe("volume pricing", () => {
  test.each([
    [1, 1000],
    [99, 1000],
    [100, 950],
    [500, 900],
    [1000, 850],
  ])("qty %i costs %i per unit", (qty, cents) => {
    expect(unitPrice(1000, qty)).toBe(cents);
  });

  test("line total", () => {
    expect(lineTotal(1999, 100)).toBe(1899 * 100);
  });
});
