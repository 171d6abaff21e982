import assert from "node:assert/strict";
import { test } from "node:test";
import { satisfies } from "../src/range.js";

test("caret ranges", async (t) => {
  await t.test("^1.2.3 allows minor bumps", () => {
    assert.ok(satisfies("1.9.0", "^1.2.3"));
  });
  await t.test("^1.2.3 stops at the next major", () => {
    assert.ok(!satisfies("2.0.0", "^1.2.3"));
  });
  await t.test("^0.4.1 stops at the next minor", () => {
    assert.ok(!satisfies("0.5.0", "^0.4.1"));
  });
});

test("tilde ranges", async (t) => {
  await t.test("~1.4.2 allows patches", () => {
    assert.ok(satisfies("1.4.9", "~1.4.2"));
  });
  await t.test("~1.4.2 excludes the next minor", () => {
    assert.ok(!satisfies("1.5.0", "~1.4.2"));
  });
});

test("x ranges", async (t) => {
  await t.test("1.2.x matches 1.2.7", () => {
    assert.ok(satisfies("1.2.7", "1.2.x"));
  });
  await t.test("1.2.x excludes 1.3.0", () => {
    assert.equal(satisfies("1.3.0", "1.2.x"), false);
  });
});

test("comparator sets", async (t) => {
  await t.test(">=1.0.0 <2.0.0", () => {
    assert.ok(satisfies("1.5.0", ">=1.0.0 <2.0.0"));
  });
  await t.test("unions with ||", () => {
    assert.ok(satisfies("3.1.0", "^1.0.0 || ^3.0.0"));
  });
});
