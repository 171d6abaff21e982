const { dailyCharge, weeklyCharge } = require("../src/capping");

const trip = (zones, cents) => ({ zones, cents });

describe("capping", () => {
  test("below the daily cap", () => {
    expect(dailyCharge([trip(1, 250), trip(1, 250)])).toBe(500);
  });

  test("daily cap for the widest trip", () => {
    expect(dailyCharge([trip(1, 250), trip(2, 340), trip(2, 340), trip(1, 250)])).toBe(950);
  });

  test("weekly cap", () => {
    const day = [trip(1, 250), trip(1, 250), trip(1, 250)];
    expect(weeklyCharge([day, day, day, day, day])).toBe(2900);
  });
});
