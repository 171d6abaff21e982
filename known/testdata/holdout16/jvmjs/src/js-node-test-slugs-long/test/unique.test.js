import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { allocate, fromPath } from "../src/unique.js";

describe("allocate", () => {
  test("free slug", () => {
    assert.equal(allocate("Hello", new Set()), "hello");
  });

  test("second one gets -2", () => {
    assert.equal(allocate("Hello", new Set(["hello"])), "hello-2");
  });

  for (let n = 2; n <= 14; n++) {
    test(`after ${n} taken`, () => {
      const taken = new Set(["news"]);
      for (let i = 2; i <= n; i++) taken.add(`news-${i}`);
      assert.equal(allocate("News", taken), `news-${n + 1}`);
    });
  }

  test("untitled when nothing is left", () => {
    assert.equal(allocate("???", new Set()), "untitled");
  });
});

describe("fromPath", () => {
  test("last segment", () => {
    assert.equal(fromPath("/blog/2025/Hello%20World/"), "hello-world");
  });

  test("empty path logs and falls back", () => {
    assert.equal(fromPath("/"), "untitled");
  });

  test("windows paths", { skip: "the CMS never sees them" }, () => {
    assert.equal(fromPath("C:\\blog\\x"), "x");
  });
});
