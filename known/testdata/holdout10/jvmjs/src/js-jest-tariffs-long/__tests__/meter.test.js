const { parseReading, consumption } = require("../src");

describe("parseReading", () => {
  test("reads date;kWh", () => {
    expect(parseReading("2024-10-01;10432.5")).toEqual({ date: "2024-10-01", kwh: 10432.5 });
  });

  test("rejects a reading without a date", () => {
    expect(() => parseReading(";10432")).toThrow(TypeError);
  });

  test("accepts a decimal comma from the German meters", () => {
    expect(parseReading("2024-10-01;10432,5")).toEqual({ date: "2024-10-01", kwh: 10432.5 });
  });
});

describe("consumption", () => {
  test("differences between sorted readings", () => {
    expect(
      consumption([
        { date: "2024-11-01", kwh: 10600 },
        { date: "2024-10-01", kwh: 10432.5 },
      ]),
    ).toEqual([{ from: "2024-10-01", to: "2024-11-01", kwh: 167.5 }]);
  });
});
