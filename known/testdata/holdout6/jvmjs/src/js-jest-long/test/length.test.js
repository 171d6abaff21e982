const { convertLength, LENGTH_UNITS } = require("../src/length");

describe("convertLength", () => {
  test.each([
    [1, "km", "m", 1000], [1, "m", "cm", 100], [1, "cm", "mm", 10], [1, "in", "cm", 2.54],
    [1, "ft", "in", 12], [1, "yd", "ft", 3], [1, "mi", "km", 1.609344], [5280, "ft", "mi", 1],
    [100, "cm", "m", 1], [2.5, "km", "m", 2500], [36, "in", "yd", 1], [0, "mi", "m", 0],
  ])("%d %s -> %s", (v, from, to, want) => {
    expect(convertLength(v, from, to)).toBeCloseTo(want, 9);
  });

  describe("identity for every unit", () => {
    test.each(LENGTH_UNITS)("%s -> %s", (u) => {
      expect(convertLength(7.25, u, u)).toBeCloseTo(7.25, 12);
    });
  });

  test("rejects an unknown source unit", () => {
    expect(() => convertLength(1, "furlong", "m")).toThrow("unknown unit: furlong");
  });

  test("rejects an unknown target unit", () => {
    expect(() => convertLength(1, "m", "league")).toThrow("unknown unit: league");
  });
});

describe("round trip between every pair", () => {
  const pairs = LENGTH_UNITS.flatMap((a) => LENGTH_UNITS.map((b) => [a, b]));
  test.each(pairs)("%s <-> %s", (a, b) => {
    expect(convertLength(convertLength(42, a, b), b, a)).toBeCloseTo(42, 9);
  });
});
