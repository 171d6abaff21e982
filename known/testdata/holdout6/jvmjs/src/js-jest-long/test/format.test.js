const { formatQuantity, parseQuantity } = require("../src/format");

describe("formatQuantity", () => {
  test.each([
    [12.5, "kg", undefined, "12.5 kg"],
    [3, "m", undefined, "3 m"],
    [1.23456, "km", 3, "1.235 km"],
    [21.456, "C", 1, "21.5°C"],
    [6, "ft", undefined, "6′"],
    [11, "in", undefined, "11″"],
    [98.6, "F", undefined, "98.6°F"],
    [0.1 + 0.2, "g", undefined, "0.3 g"],
    [5, "furlong", 0, "5 furlong"],
  ])("formatQuantity(%p, %p, %p) is %p", (v, unit, digits, want) => {
    expect(formatQuantity(v, unit, digits)).toBe(want);
  });
});

describe("parseQuantity", () => {
  test("parses a value with a unit", () => {
    expect(parseQuantity("12.5 kg")).toEqual({ value: 12.5, unit: "kg" });
  });

  test("parses without a space", () => {
    expect(parseQuantity("3m")).toEqual({ value: 3, unit: "m" });
  });

  test("parses a negative temperature", () => {
    expect(parseQuantity("-4 °C")).toEqual({ value: -4, unit: "C" });
  });

  test("keeps the unit of a fractional reading", () => {
    expect(parseQuantity("0.75 lb").unit).toBe("lb");
  });

  test("rejects garbage", () => {
    expect(parseQuantity("twelve kg")).toBeNull();
  });

  test("rejects an empty string", () => {
    expect(parseQuantity("")).toBeNull();
  });
});
