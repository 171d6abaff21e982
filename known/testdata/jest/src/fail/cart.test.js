const { format } = require("./money");

test("formats a cart total", () => {
  expect(format(1999)).toBe("$19.99");
});
