const { validateSignup } = require("../src/validate");

describe("validateSignup", () => {
  test.each([
    [{ email: "ana@example.com", name: "Ana" }, []],
    [{ email: "not-an-email", name: "Ana" }, ["email"]],
    [{ email: "ana@example.com", name: " A " }, ["name"]],
    [{}, ["email", "name"]],
  ])("%o -> %o", (input, expected) => {
    expect(validateSignup(input)).toEqual(expected);
  });
});
