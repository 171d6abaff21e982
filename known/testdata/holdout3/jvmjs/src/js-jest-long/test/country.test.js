const { countryCode, names } = require("../src/country");

const all = Object.entries(names).flatMap(([code, list]) => list.map((n) => [n, code]));

describe("countryCode", () => {
  describe("lower case", () => {
    test.each(all)("%j -> %s", (name, code) => {
      expect(countryCode(name)).toBe(code);
    });
  });
  describe("upper case with padding", () => {
    test.each(all)("%j -> %s", (name, code) => {
      expect(countryCode(`  ${name.toUpperCase()} `)).toBe(code);
    });
  });
  test.each(["atlantis", "", "u s a", "deutsch land"])("unknown %j -> null", (name) => {
    expect(countryCode(name)).toBeNull();
  });
});
