import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { isValid, normalise, region } from "../src/index.js";

describe("normalise", () => {
  it("inserts the NL space", () => assert.equal(normalise("NL", "1012ab"), "1012 AB"));
  it("inserts the GB space", () => assert.equal(normalise("GB", "sw1a1aa"), "SW1A 1AA"));
  it("keeps a US ZIP+4", () => assert.equal(normalise("US", "12345-6789"), "12345-6789"));
  it("formats an Irish Eircode", () => assert.equal(normalise("IE", "d02x285"), "D02 X285"));
});

describe("region", () => {
  it("German Leitzone", () => assert.equal(region("DE", "80331"), "Leitzone 8"));
  it("French département", () => assert.equal(region("FR", "75001"), "département 75"));
});

describe("unknown countries", () => {
  it("throws for a country without a rule", () => {
    assert.throws(() => isValid("XX", "123"), { name: "RangeError", message: "no postcode rule for XX" });
  });
  it("accepts lowercase country codes", () => {
    assert.equal(isValid("gb", "SW1A 1AA"), true);
  });
});
