import { describe, expect, it } from "vitest";
import { freeSlots } from "../src/lib/slots.js";

describe("freeSlots", () => {
  it("lists half hours until the last full slot", () => {
    expect(freeSlots("17:30", "19:00")).toEqual(["17:30", "18:00", "18:30"]);
  });

  it("leaves out booked slots", () => {
    expect(freeSlots("18:00", "20:00", ["18:30", "19:00"])).toEqual(["18:00", "19:30"]);
  });
});
