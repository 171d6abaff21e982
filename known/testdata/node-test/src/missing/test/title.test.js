import { test } from "node:test";
import assert from "node:assert/strict";
// src/title.js was renamed to src/heading.js; this import was not updated.
import { title } from "../src/title.js";

test("capitalises each word", () => {
  assert.equal(title("a tale of two cities"), "A Tale Of Two Cities");
});
