import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { freeSlots } from "../src/slots.js";

describe("freeSlots", () => {
  test("an empty morning", () => {
    assert.deepEqual(freeSlots({ open: "09:00", close: "10:00", busy: [], length: 20 }), ["09:00", "09:20", "09:40"]);
  });

  test("skips a booked slot", () => {
    const busy = [["09:20", "09:40"]];
    assert.deepEqual(freeSlots({ open: "09:00", close: "10:00", busy, length: 20 }), ["09:00", "09:40"]);
  });

  test("a fully booked day fails to offer anything", () => {
    const busy = [["09:00", "17:00"]];
    assert.deepEqual(freeSlots({ open: "09:00", close: "17:00", busy, length: 15 }), []);
  });

  test("an overrunning appointment pushes the next slot", () => {
    const busy = [["09:00", "09:25"]];
    assert.deepEqual(freeSlots({ open: "09:00", close: "10:00", busy, length: 30 }), ["09:25"]);
  });
});
