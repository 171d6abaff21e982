const { formatCents, total } = require("../src/money");

describe("formatCents", () => {
  test("pads cents", () => expect(formatCents(1205)).toBe("EUR 12.05"));
  test("negative amounts", () => expect(formatCents(-50)).toBe("-EUR 0.50"));
});

describe("total", () => {
  const lines = [
    { qty: 3, unitCents: 1999 },
    { qty: 1, unitCents: 250 },
  ];
  test("no discount", () => expect(total(lines)).toBe(6247));
  test("rounds the discount half up", () => expect(total(lines, 10)).toBe(5622));
});
