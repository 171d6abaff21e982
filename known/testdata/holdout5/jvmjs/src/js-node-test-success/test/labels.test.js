import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { serviceLine } from "../src/labels.js";

describe("serviceLine", () => {
  it("tracked", () => assert.equal(serviceLine("EU1", 2.5, true), "EU1 2.5kg TRACKED"));
  it("standard", () => assert.equal(serviceLine("UK", 0.25, false), "UK 0.3kg STANDARD"));
  it.todo("adds the customs category for WORLD");
});
