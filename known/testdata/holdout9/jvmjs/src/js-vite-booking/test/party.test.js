import { describe, expect, it } from "vitest";
import { validateParty, MAX_PARTY } from "../src/lib/party.js";

describe("validateParty", () => {
  it.each([1, 2, MAX_PARTY])("accepts %i", (n) => {
    expect(validateParty(n)).toBeNull();
  });

  it("asks large groups to call", () => {
    expect(validateParty(MAX_PARTY + 1)).toMatch(/please call us/);
  });

  it("needs a positive whole number", () => {
    expect(validateParty(0)).toMatch(/how many/);
    expect(validateParty(2.5)).toMatch(/how many/);
  });
});
