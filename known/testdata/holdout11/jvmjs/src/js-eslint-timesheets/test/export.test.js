import { test } from "node:test";
import assert from "node:assert/strict";
import { toCsv, errorReport } from "../src/lib/export.js";
import { hourlyRate } from "../src/lib/rates.js";

test("exports one normal shift", () => {
  const csv = toCsv([{ date: "2025-03-03", worker: "w1", grade: "junior", kind: "normal", hours: 8 }]);
  assert.equal(csv.split("\n")[1], "2025-03-03,w1,junior,normal,8,256.00");
});

test("night shifts pay 25% more", () => {
  assert.equal(hourlyRate("senior", "night"), 68.75);
});

test("an unknown grade is an error", () => {
  assert.throws(() => hourlyRate("intern", "normal"), /unknown grade: intern/);
});

test("the error report counts failed entries", () => {
  assert.equal(errorReport([{ worker: "w2", date: "2025-03-02", reason: "missing approval" }]), 1);
});
