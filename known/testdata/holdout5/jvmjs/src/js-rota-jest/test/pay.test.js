const { nightMinutes, shiftPay, overtimeMinutes } = require("../src/pay");

describe("nightMinutes", () => {
  test.each([
    ["07:00", "15:00", 0],
    ["14:00", "22:00", 0],
    ["14:00", "23:00", 60],
    ["22:00", "06:00", 480],
    ["19:00", "07:00", 480],
    ["05:00", "13:00", 60],
    ["21:30", "22:30", 30],
    ["00:00", "01:00", 60],
    ["06:00", "06:00", 480],
    ["12:00", "12:00", 480],
  ])("%s-%s has %i night minutes", (start, end, night) => {
    expect(nightMinutes(start, end)).toBe(night);
  });
});

describe("shiftPay", () => {
  const rate = 1200; // pence per hour
  test.each([
    ["07:00", "15:00", 9600],
    ["07:00", "19:00", 14400],
    ["22:00", "06:00", 12000],
    ["19:00", "07:00", 16800],
    ["14:00", "23:00", 11100],
    ["05:00", "13:00", 9900],
    ["09:00", "09:30", 600],
    ["23:00", "23:30", 750],
  ])("%s-%s pays %i pence", (start, end, pence) => {
    expect(shiftPay(start, end, rate)).toBe(pence);
  });

  test.each([900, 1000, 1050, 1150, 1200, 1325, 1410, 1500, 1675, 1800, 1999, 2400])("a day shift at %i pence is 8 hours' pay", (r) => {
    expect(shiftPay("08:00", "16:00", r)).toBe(8 * r);
  });

  test("rounds to whole pence", () => {
    expect(Number.isInteger(shiftPay("07:00", "07:07", 1111))).toBe(true);
  });
});

describe("overtimeMinutes", () => {
  test.each([
    [0, 37.5, 0],
    [2250, 37.5, 0],
    [2251, 37.5, 1],
    [2700, 37.5, 450],
    [2400, 40, 0],
    [2460, 40, 60],
    [1200, 20, 0],
    [1500, 20, 300],
  ])("%i minutes on a %d hour contract is %i overtime", (week, contract, over) => {
    expect(overtimeMinutes(week, contract)).toBe(over);
  });
});
