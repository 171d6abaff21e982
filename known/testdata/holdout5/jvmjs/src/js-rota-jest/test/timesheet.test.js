const { parseLine, workedMinutes, totals } = require("../src/timesheet");

describe("parseLine", () => {
  test.each([
    ["Mon 07:00-15:30 break 30", { day: "Mon", start: "07:00", end: "15:30", breakMinutes: 30 }],
    ["Sun 19:00-07:30", { day: "Sun", start: "19:00", end: "07:30", breakMinutes: 0 }],
  ])("parses %p", (line, entry) => {
    expect(parseLine(line)).toEqual(entry);
  });
  test.each(["Monday 07:00-15:30", "Mon 7:00-15:30", "Mon 07:00 15:30", "Mon 07:00-15:30 break"])("rejects %p", (line) => {
    expect(() => parseLine(line)).toThrow(SyntaxError);
  });
});

describe("workedMinutes", () => {
  test.each([
    ["Mon 07:00-15:30 break 30", 480],
    ["Tue 19:00-07:30 break 60", 690],
    ["Wed 09:00-09:40", 40],
  ])("%p works %i minutes", (line, minutes) => {
    expect(workedMinutes(parseLine(line))).toBe(minutes);
  });
  test("a break as long as the shift is an error", () => {
    expect(() => workedMinutes(parseLine("Thu 09:00-09:30 break 30"))).toThrow(/break longer/);
  });
});

describe("totals", () => {
  test("adds split shifts on one day", () => {
    expect(totals(["Mon 07:00-11:00", "Mon 17:00-21:00"])).toEqual({ Mon: 480 });
  });
  test("rounds each day to the nearest quarter hour", () => {
    expect(totals(["Tue 07:00-15:10", "Wed 07:00-15:05"])).toEqual({ Tue: 495, Wed: 480 });
  });
  test("keeps days apart", () => {
    expect(totals(["Mon 07:00-15:00", "Tue 07:00-15:00"])).toEqual({ Mon: 480, Tue: 480 });
  });
});
