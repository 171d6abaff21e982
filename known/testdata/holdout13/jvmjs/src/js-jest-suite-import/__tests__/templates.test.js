const { subject, body } = require("../src/templates");

const inv = {
  number: "7",
  seller: "Acme",
  customer: "Bob",
  lines: [{ qty: 1, text: "widget", unitCents: 1000 }],
  discountPct: 0,
};

test("subject", () => expect(subject(inv)).toBe("Invoice 7 from Acme"));
test("body ends with the total", () => expect(body(inv).split("\n").pop()).toBe("Total due: EUR 10.00"));
