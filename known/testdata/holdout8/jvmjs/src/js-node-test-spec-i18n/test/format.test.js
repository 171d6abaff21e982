import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatList, interpolate } from "../src/format.js";

describe("interpolate", () => {
  it("replaces known keys", () => {
    assert.equal(interpolate("{a} and {b}", { a: 1, b: 2 }), "1 and 2");
  });
  it("keeps unknown keys", () => {
    assert.equal(interpolate("{a} {zz}", { a: 1 }), "1 {zz}");
  });
});

describe("formatList", () => {
  it("English uses an Oxford comma", () => {
    assert.equal(formatList("en", ["red", "green", "blue"]), "red, green, and blue");
  });
  it("French has no serial comma", () => {
    assert.match(formatList("fr", ["rouge", "vert", "bleu"]), /^rouge, vert, et bleu$/);
  });
});
