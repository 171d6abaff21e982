"use strict";
const assert = require("node:assert");
const { route, parseTopic } = require("../lib/route");

const subs = [
  { id: "all", pattern: "*" },
  { id: "invoices", pattern: "invoice.*" },
  { id: "paid-only", pattern: "invoice.paid" },
  { id: "customers", pattern: "customer.*" },
];

describe("route", () => {
  it("routes invoice.paid to three subscribers", () => {
    assert.deepStrictEqual(route("invoice.paid", subs), ["all", "invoices", "paid-only"]);
  });

  it("does not route invoices_archive.moved to invoice.*", () => {
    assert.deepStrictEqual(route("invoices_archive.moved", subs), ["all"]);
  });

  it("parses a topic with an underscore action", () => {
    assert.deepStrictEqual(parseTopic("invoice.payment_failed"), { entity: "invoice", action: "payment_failed" });
  });

  it("rejects a topic with an upper-case entity", () => {
    assert.throws(() => parseTopic("Invoice.paid"), TypeError);
  });

  it.skip("routes by tenant prefix");
});
