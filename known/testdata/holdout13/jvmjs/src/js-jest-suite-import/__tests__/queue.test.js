const { enqueue } = require("../src/queue");
const { renderPreview } = require("../src/preview");

const inv = {
  number: "2025-0412",
  seller: "Northwind Bakery",
  customer: "Ms Olsen",
  email: "olsen@example.org",
  lines: [{ qty: 2, text: "rye loaf", unitCents: 420 }],
};

test("queues one message", () => {
  const q = [];
  expect(enqueue(q, inv)).toBe(1);
  expect(q[0].subject).toBe("Invoice 2025-0412 from Northwind Bakery");
});

test("preview shows the total", () => {
  expect(renderPreview(inv)).toContain("Total due: EUR 8.40");
});
