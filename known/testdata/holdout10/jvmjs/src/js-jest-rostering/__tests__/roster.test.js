const path = require("node:path");
const { loadRoster, hoursFor, people, uncovered } = require("../src");

describe("roster for week 47", () => {
  let roster;

  beforeEach(() => {
    roster = loadRoster(path.join(__dirname, "fixtures", "week47.json"));
  });

  test("knows its week", () => {
    expect(roster.week).toBe("2024-W47");
  });

  test("lists people once, sorted", () => {
    expect(people(roster)).toEqual(["amir", "bea", "chen"]);
  });

  test("adds up hours per person", () => {
    expect(hoursFor(roster, "amir")).toBe(20.5);
  });

  test("counts night shifts across midnight", () => {
    expect(hoursFor(roster, "chen")).toBe(8);
  });

  test("finds days nobody covers", () => {
    expect(uncovered(roster, ["2024-11-18", "2024-11-22"])).toEqual(["2024-11-22"]);
  });
});
