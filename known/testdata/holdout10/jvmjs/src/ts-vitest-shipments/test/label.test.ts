import { describe, expect, it } from "vitest";
import { makeLabel, volumetricGrams, type Parcel } from "../src/label";

const parcel = (over: Partial<Parcel>): Parcel => ({
  id: "P-1",
  weightGrams: 800,
  dims: [20, 15, 10],
  destination: { country: "DE", postcode: "10115" },
  ...over,
});

describe("volumetricGrams", () => {
  it("uses the 5000 divisor", () => {
    expect(volumetricGrams([50, 40, 30])).toBe(12000);
  });

  it("rounds to the next started kilogram", () => {
    expect(volumetricGrams([30, 20, 10])).toBe(2000);
  });
});

describe("makeLabel", () => {
  it("domestic small parcel", () => {
    expect(makeLabel(parcel({}))).toMatchObject({ service: "small", zone: "domestic" });
  });

  it("EU zone for France", () => {
    expect(makeLabel(parcel({ destination: { country: "FR", postcode: "75001" } }))).toMatchObject({ zone: "eu" });
  });

  it("bulky from 31.5 kg", () => {
    expect(makeLabel(parcel({ weightGrams: 31500 }))).toMatchObject({ service: "bulky", chargeableGrams: 31500 });
  });

  it("light but big parcels are charged by volume", () => {
    expect(makeLabel(parcel({ weightGrams: 300, dims: [60, 40, 40] }))).toMatchObject({ service: "standard", chargeableGrams: 19000 });
  });
});
