"use strict";
const assert = require("node:assert");
const { fanout } = require("../lib/fanout");

describe("fanout", () => {
  it("keeps going when one subscriber fails", async () => {
    const subs = [
      { id: "crm", deliver: async () => {} },
      { id: "ledger", deliver: async () => { throw new Error("ECONNREFUSED 10.0.4.7:443"); } },
      { id: "mailer", deliver: async () => {} },
    ];
    const results = await fanout({ topic: "invoice.paid" }, subs);
    assert.deepStrictEqual(results.map((r) => r.ok), [true, false, true]);
  });

  it("reports every failure", async () => {
    const down = (id) => ({ id, deliver: async () => { throw new Error("socket hang up"); } });
    const results = await fanout({ topic: "invoice.void" }, [down("a"), down("b")]);
    assert.strictEqual(results.filter((r) => !r.ok).length, 2);
  });
});
