import { test } from "node:test";
import assert from "node:assert/strict";
import { minutes } from "../src/slots.js";

test("parses HH:MM", () => {
  assert.equal(minutes("09:30"), 570);
});

test("a malformed time is a TypeError", () => {
  assert.throws(() => minutes("9.30"), TypeError);
});

test("24-hour clock beyond midnight", { skip: "rota across midnight not supported yet" }, () => {
  assert.equal(minutes("25:00"), 1500);
});
