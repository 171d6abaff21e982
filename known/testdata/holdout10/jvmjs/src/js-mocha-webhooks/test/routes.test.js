const assert = require("node:assert/strict");
const { matchRoutes } = require("../lib");

describe("routes", function () {
  const routes = [
    { url: "https://erp.example.com/hooks", events: ["invoice.paid", "invoice.voided"] },
    { url: "https://audit.example.com/in", events: ["*"] },
    { url: "https://crm.example.com/hook", events: ["customer.*"] },
  ];

  it("routes invoice events", function () {
    assert.deepEqual(matchRoutes(routes, { type: "invoice.paid" }), [
      "https://erp.example.com/hooks",
      "https://audit.example.com/in",
    ]);
  });

  it("routes customer events by prefix", function () {
    assert.deepEqual(matchRoutes(routes, { type: "customer.updated" }), [
      "https://audit.example.com/in",
      "https://crm.example.com/hook",
    ]);
  });
});
