const { convertVolume, VOLUME_UNITS } = require("../src/volume");

describe("convertVolume", () => {
  test.each([
    [1, "l", "ml", 1000], [1, "m3", "l", 1000], [1, "tbsp", "tsp", 3], [1, "cup", "tbsp", 16],
    [1, "gal", "cup", 16], [250, "ml", "l", 0.25], [1, "cl", "ml", 10],
  ])("%d %s -> %s", (v, from, to, want) => {
    expect(convertVolume(v, from, to)).toBeCloseTo(want, 6);
  });

  describe("round trip between every pair", () => {
    const pairs = VOLUME_UNITS.flatMap((a) => VOLUME_UNITS.map((b) => [a, b]));
    test.each(pairs)("%s <-> %s", (a, b) => {
      expect(convertVolume(convertVolume(2, a, b), b, a)).toBeCloseTo(2, 9);
    });
  });
});
