const { parseClock, formatClock, shiftLength } = require("../src/clock");

describe("parseClock", () => {
  const hours = Array.from({ length: 48 }, (_, i) => [
    `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
    i * 30,
  ]);
  test.each(hours)("reads %s as %i minutes", (text, minutes) => {
    expect(parseClock(text)).toBe(minutes);
  });

  test.each([
    ["07:45", 465],
    ["12:30", 750],
    [" 23:59 ", 1439],
    ["00:01", 1],
  ])("reads %p with minutes", (text, minutes) => {
    expect(parseClock(text)).toBe(minutes);
  });

  test.each(["24:00", "7:45", "07:60", "0745", "", "noon", "12:5"])("rejects %p", (text) => {
    expect(() => parseClock(text)).toThrow(RangeError);
  });
});

describe("formatClock", () => {
  test.each([
    [0, "00:00"],
    [59, "00:59"],
    [60, "01:00"],
    [465, "07:45"],
    [1439, "23:59"],
    [1440, "00:00"],
    [1500, "01:00"],
    [-30, "23:30"],
    [-1440, "00:00"],
  ])("formats %i as %s", (minutes, text) => {
    expect(formatClock(minutes)).toBe(text);
  });

  const quarters = [];
  for (let h = 0; h < 24; h++) {
    const hh = String(h).padStart(2, "0");
    quarters.push(`${hh}:15`, `${hh}:45`);
  }
  test.each(quarters)("keeps %s through parse and format", (text) => {
    expect(formatClock(parseClock(text))).toBe(text);
  });

  test("round-trips every quarter hour", () => {
    for (let m = 0; m < 1440; m += 15) {
      expect(parseClock(formatClock(m))).toBe(m);
    }
  });
});

describe("shiftLength", () => {
  test.each([
    ["07:00", "15:00", 480],
    ["07:00", "19:30", 750],
    ["08:15", "16:45", 510],
    ["13:00", "21:00", 480],
    ["19:00", "07:30", 750],
    ["22:00", "06:00", 480],
    ["23:30", "00:15", 45],
    ["00:00", "23:59", 1439],
    ["09:00", "09:00", 1440],
    ["06:00", "06:01", 1],
  ])("%s to %s lasts %i minutes", (start, end, minutes) => {
    expect(shiftLength(start, end)).toBe(minutes);
  });
});
