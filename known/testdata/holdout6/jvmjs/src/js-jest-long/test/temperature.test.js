const { convertTemperature } = require("../src/temperature");

describe("convertTemperature", () => {
  test.each([
    [0, "C", "F", 32], [100, "C", "F", 212], [-40, "C", "F", -40], [32, "F", "C", 0],
    [0, "K", "C", -273.15], [300, "K", "F", 80.33], [37, "C", "K", 310.15], [451, "F", "C", 232.78],
  ])("%d %s -> %s", (v, from, to, want) => {
    expect(convertTemperature(v, from, to)).toBeCloseTo(want, 2);
  });

  test("same unit is unchanged", () => {
    expect(convertTemperature(21.5, "C", "C")).toBeCloseTo(21.5, 10);
  });

  test("unknown unit throws", () => {
    expect(() => convertTemperature(1, "R", "C")).toThrow("unknown unit: R");
  });
});
