const { fare, offPeak } = require("../src/fares");

const PEAK = new Date(2024, 4, 6, 8, 15);
const NOON = new Date(2024, 4, 6, 12, 0);
const SATURDAY = new Date(2024, 4, 11, 8, 15);

describe("fare", () => {
  test("single zone at peak", () => {
    expect(fare("Central", "Harbour", { at: PEAK })).toBe(250);
  });

  test("child fare is half", () => {
    expect(fare("Central", "Riverside", { age: 12, at: PEAK })).toBe(170);
  });

  test("senior fare", () => {
    expect(fare("Airport", "Central", { age: 70, at: PEAK })).toBe(252);
  });

  test("off-peak discount", () => {
    expect(fare("Central", "Harbour", { at: NOON })).toBe(200);
  });
});

describe("offPeak", () => {
  test.each([
    [PEAK, false],
    [NOON, true],
    [SATURDAY, true],
  ])("%s -> %s", (at, expected) => {
    expect(offPeak(at)).toBe(expected);
  });
});
