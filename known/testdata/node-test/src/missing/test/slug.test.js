import { test } from "node:test";
import assert from "node:assert/strict";
import { slug } from "../src/slug.js";

test("lower-cases and joins words", () => {
  assert.equal(slug("Hello World"), "hello-world");
});

test("drops leading and trailing punctuation", () => {
  assert.equal(slug("  ¡Hola!  "), "hola");
});
