const { roundTo, significant } = require("../src/round");

describe("roundTo", () => {
  test.each([
    [12.34, 0.5, 12.5], [12.2, 0.5, 12], [7, 5, 5], [8, 5, 10], [149, 100, 100], [150, 100, 200],
  ])("roundTo(%p, %p) = %p", (v, step, want) => {
    expect(roundTo(v, step)).toBe(want);
  });
});

describe("significant", () => {
  test.each([
    [123456, 2, 120000], [0.012345, 3, 0.0123], [9.999, 2, 10], [-0.5678, 2, -0.57], [0, 3, 0],
  ])("significant(%p, %p) = %p", (v, d, want) => {
    expect(significant(v, d)).toBe(want);
  });
});
