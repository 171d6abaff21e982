const { normalizeStreet, abbreviations } = require("../src/street");

describe("normalizeStreet", () => {
  describe("abbreviates suffixes", () => {
    test.each(Object.entries(abbreviations))("%s -> %s", (word, abbr) => {
      expect(normalizeStreet(`12 Main ${word}`)).toBe(`12 Main ${abbr}`);
    });
  });
  describe("ignores case and trailing dots", () => {
    test.each(Object.keys(abbreviations).map((w) => [w.toUpperCase() + "."]))("%s", (word) => {
      expect(normalizeStreet(`7 ELM ${word}`)).toMatch(/^7 Elm \w+$/);
    });
  });
  test.each([
    ["  221b   baker street ", "221B Baker St"],
    ["1600 pennsylvania avenue north west", "1600 Pennsylvania Ave N W"],
    ["350 fifth avenue suite 3300", "350 Fifth Ave Ste 3300"],
    ["10 downing street", "10 Downing St"],
    ["4 privet drive", "4 Privet Dr"],
    ["742 evergreen terrace", "742 Evergreen Ter"],
    ["31 spooner street apartment 2", "31 Spooner St Apt 2"],
  ])("%j -> %j", (raw, want) => {
    expect(normalizeStreet(raw)).toBe(want);
  });
});
