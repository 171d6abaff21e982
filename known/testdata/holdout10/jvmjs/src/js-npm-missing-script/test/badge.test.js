import { test } from "node:test";
import assert from "node:assert/strict";
import { badge } from "../src/badge.js";

test("joins the name", () => {
  assert.equal(badge({ first: "Ines", last: "Duarte" }).name, "Ines Duarte");
});
