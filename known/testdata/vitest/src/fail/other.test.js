import { expect, test } from "vitest";

test("adds", () => {
  expect(1 + 2).toBe(3);
});

test.skip("later", () => {});
