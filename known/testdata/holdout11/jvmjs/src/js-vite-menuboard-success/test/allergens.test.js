import { expect, it } from "vitest";
import { allergens } from "../src/lib/allergens.js";

it("names the codes", () => {
  expect(allergens("GD")).toEqual(["gluten", "dairy"]);
});

it("marks an unknown code instead of failing", () => {
  expect(allergens("X")).toEqual(["unknown(X)"]);
});

it.skip("reads the EU 14-allergen list from the CMS");
