const { normalizePostcode, countries } = require("../src/postcode");

const valid = [
  ["US", "90210", "90210"], ["US", "10001-1234", "10001-1234"], ["US", " 02139 ", "02139"],
  ["DE", "10115", "10115"], ["DE", "80331", "80331"], ["DE", "01067", "01067"],
  ["NL", "1012AB", "1012 AB"], ["NL", "1012 ab", "1012 AB"], ["NL", "3511 LX", "3511 LX"],
  ["GB", "SW1A1AA", "SW1A 1AA"], ["GB", "ec1a 1bb", "EC1A 1BB"], ["GB", "M1 1AE", "M1 1AE"],
  ["GB", "B33 8TH", "B33 8TH"], ["GB", "cr2 6xh", "CR2 6XH"], ["GB", "DN55 1PT", "DN55 1PT"],
  ["CA", "K1A0B1", "K1A 0B1"], ["CA", "m5v 3l9", "M5V 3L9"], ["CA", "H2X 1Y4", "H2X 1Y4"],
  ["JP", "1000001", "100-0001"], ["JP", "150-0002", "150-0002"], ["JP", "060 0001", null],
  ["BR", "01310100", "01310-100"], ["BR", "20040-020", "20040-020"],
  ["PL", "00-950", "00-950"], ["PL", "30-001", "30-001"],
];
const invalid = [
  ["US", "9021"], ["US", "902101"], ["US", "ABCDE"], ["DE", "1011"], ["DE", "101155"],
  ["NL", "0123"], ["NL", "1012ABC"], ["GB", "12345"], ["GB", "SW1A"], ["CA", "123 456"],
  ["JP", "10000011"], ["BR", "1310-100"], ["PL", "00950"], ["PL", "0-0950"],
];

describe("normalizePostcode", () => {
  describe("accepts valid codes", () => {
    test.each(valid)("%s %j -> %j", (country, raw, want) => {
      expect(normalizePostcode(country, raw)).toBe(want);
    });
  });
  describe("rejects invalid codes", () => {
    test.each(invalid)("%s %j", (country, raw) => {
      expect(normalizePostcode(country, raw)).toBeNull();
    });
  });
  test.each(countries)("%s is idempotent on its own output", (c) => {
    const sample = valid.find(([cc, , want]) => cc === c && want !== null);
    expect(normalizePostcode(c, sample[2])).toBe(sample[2]);
  });
  test("unknown country throws", () => {
    expect(() => normalizePostcode("XX", "1")).toThrow("unsupported country XX");
  });
});
