const { restBetween, violatesRest, weeklyMinutes, coverage, MIN_REST } = require("../src/rota");

describe("restBetween", () => {
  test.each([
    ["15:00", "07:00", 1, 960],
    ["19:00", "07:00", 1, 720],
    ["21:00", "07:00", 1, 600],
    ["07:00", "19:00", 0, 720],
    ["15:00", "15:00", 2, 2880],
  ])("from %s to %s %i day(s) later is %i minutes", (end, start, days, rest) => {
    expect(restBetween(end, start, days)).toBe(rest);
  });
});

describe("violatesRest", () => {
  const day = (d, start, end) => ({ day: d, start, end });
  test.each([
    [day(1, "07:00", "15:00"), day(2, "07:00", "15:00"), false],
    [day(1, "13:00", "21:00"), day(2, "07:00", "15:00"), true],
    [day(1, "12:00", "20:00"), day(2, "07:00", "15:00"), false],
    [day(1, "19:00", "07:00"), day(2, "19:00", "07:00"), false],
    [day(1, "19:00", "07:00"), day(2, "13:00", "21:00"), true],
    [day(1, "22:00", "06:00"), day(2, "17:00", "23:00"), false],
    [day(1, "22:00", "06:00"), day(2, "16:00", "23:00"), true],
    [day(1, "07:00", "19:00"), day(3, "07:00", "19:00"), false],
  ])("%o then %o violates: %p", (prev, next, expected) => {
    expect(violatesRest(prev, next)).toBe(expected);
  });

  test("the rest rule is eleven hours", () => {
    expect(MIN_REST).toBe(660);
  });
});

describe("weeklyMinutes", () => {
  const shift = (start, end) => ({ start, end });
  test("empty week", () => expect(weeklyMinutes([])).toBe(0));
  test.each([1, 2, 3, 4, 5])("%i long days", (n) => {
    expect(weeklyMinutes(Array.from({ length: n }, () => shift("07:00", "19:30")))).toBe(n * 750);
  });
  test("mixed week", () => {
    expect(weeklyMinutes([shift("07:00", "15:00"), shift("19:00", "07:30"), shift("22:00", "06:00")])).toBe(1710);
  });
});

describe("coverage", () => {
  const rota = [
    { day: 1, who: "okafor" },
    { day: 1, who: "barnes" },
    { day: 2, who: "lindqvist" },
    { day: 3, who: "barnes" },
    { day: 3, who: "abiodun" },
    { day: 3, who: "chen" },
  ];
  test.each([
    [1, ["barnes", "okafor"]],
    [2, ["lindqvist"]],
    [3, ["abiodun", "barnes", "chen"]],
    [4, []],
  ])("day %i is covered by %j", (d, who) => {
    expect(coverage(rota, d)).toEqual(who);
  });
});
