const { render } = require("../src/emails/templates");

describe("render", () => {
  test("welcome uses the name", () => {
    expect(render("welcome", { name: "Dee" }).subject).toBe("Welcome, Dee!");
  });

  test("unknown template throws", () => {
    expect(() => render("nope", {})).toThrow("no template nope");
  });
});
