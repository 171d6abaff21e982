const { convertMass, MASS_UNITS } = require("../src/mass");

describe("convertMass", () => {
  test.each([
    [1, "kg", "g", 1000], [1, "t", "kg", 1000], [1, "g", "mg", 1000], [1, "lb", "oz", 16],
    [1, "kg", "lb", 2.2046226218], [1, "oz", "g", 28.349523125], [500, "g", "kg", 0.5], [2, "t", "lb", 4409.2452437],
  ])("%d %s -> %s", (v, from, to, want) => {
    expect(convertMass(v, from, to)).toBeCloseTo(want, 6);
  });

  describe("round trip through grams", () => {
    test.each(MASS_UNITS)("%s", (u) => {
      expect(convertMass(convertMass(3.5, u, "g"), "g", u)).toBeCloseTo(3.5, 9);
    });
  });

  test("rejects stone", () => {
    expect(() => convertMass(1, "st", "kg")).toThrow(RangeError);
  });
});

describe("round trip between every pair", () => {
  const pairs = MASS_UNITS.flatMap((a) => MASS_UNITS.map((b) => [a, b]));
  test.each(pairs)("%s <-> %s", (a, b) => {
    expect(convertMass(convertMass(1.5, a, b), b, a)).toBeCloseTo(1.5, 9);
  });
});
