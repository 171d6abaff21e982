"use strict";
const assert = require("node:assert/strict");
const { plan, notify } = require("../lib/rota");

const staff = [
  { name: "Amal", leave: [] },
  { name: "Bea", leave: ["Sat", "Sun"] },
  { name: "Chen", leave: ["Mon"] },
  { name: "Dev", leave: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] },
];

describe("plan", () => {
  it("fills every weekday", () => {
    const r = plan(staff.slice(0, 3), 2);
    assert.equal(r.Tue.length, 2);
  });

  it("never rosters someone on leave", () => {
    const r = plan(staff.slice(0, 3), 2);
    assert.ok(!r.Sat.includes("Bea"));
  });
});

describe("notify", () => {
  it("sends one message per person", (done) => {
    const r = plan(staff, 1);
    const sent = [];
    notify(r, (to, text) => sent.push([to, text]), (err, n) => {
      assert.equal(n, 4);
      done(err);
    });
  });
});
