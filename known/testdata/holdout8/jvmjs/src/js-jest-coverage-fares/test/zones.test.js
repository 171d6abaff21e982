const { zoneOf, zonesCrossed } = require("../src/zones");

describe("zones", () => {
  test.each([
    ["Central", "A"],
    ["Docklands", "B"],
    ["Airport", "C"],
  ])("%s is in zone %s", (stop, zone) => {
    expect(zoneOf(stop)).toBe(zone);
  });

  test("unknown stop throws", () => {
    expect(() => zoneOf("Atlantis")).toThrow("unknown stop");
  });

  test.each([
    ["Central", "Harbour", 1],
    ["Central", "Riverside", 2],
    ["Airport", "Old Town", 3],
  ])("%s -> %s crosses %i zones", (a, b, n) => {
    expect(zonesCrossed(a, b)).toBe(n);
  });
});
