const { annualTax } = require("../src/brackets");

describe("annualTax", () => {
  test.each([
    [0, 0],
    [1_000_000, 200_000],
    [1_500_000, 300_000],
    [2_000_000, 500_000],
    [4_200_000, 1_380_000],
    [5_000_000, 1_740_000],
  ])("gross %i -> tax %i", (gross, tax) => {
    expect(annualTax(gross)).toBe(tax);
  });

  test("custom brackets", () => {
    expect(annualTax(1000, [{ upTo: Infinity, rate: 0.1 }])).toBe(100);
  });
});
