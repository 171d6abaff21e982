const { overtime, payLines } = require("../src");

test("no overtime below the weekly hours", () => {
  expect(overtime(30)).toBe(0);
});

test("overtime above 38.5 hours", () => {
  expect(overtime(41)).toBe(2.5);
});

test("pay lines carry time and a half", () => {
  expect(payLines([{ person: "amir", hours: 42.5 }, { person: "bea", hours: 16 }], 2400)).toEqual([
    { person: "amir", overtimeHours: 4, overtimeCents: 14400 },
    { person: "bea", overtimeHours: 0, overtimeCents: 0 },
  ]);
});

test("rounds pay to whole cents", () => {
  expect(payLines([{ person: "chen", hours: 39.3 }], 2333)).toEqual([
    { person: "chen", overtimeHours: 0.8, overtimeCents: 2800 },
  ]);
});
