const { pension, social, SOCIAL_CEILING } = require("../src/contributions");

describe("contributions", () => {
  test("pension is 5 %", () => {
    expect(pension(3_000_000)).toBe(150_000);
  });

  test("opting out of the pension", () => {
    expect(pension(3_000_000, true)).toBe(0);
  });

  test("social contributions stop at the ceiling", () => {
    expect(social(SOCIAL_CEILING * 2)).toBe(social(SOCIAL_CEILING));
  });

  test.skip("regional surcharge (not decided for 2024)", () => {});
  test.todo("social contributions for part-time contracts");
});
