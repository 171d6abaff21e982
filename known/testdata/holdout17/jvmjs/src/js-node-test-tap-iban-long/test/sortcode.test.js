import { test } from "node:test";
import assert from "node:assert/strict";
import { parseSortCode } from "../src/sortcode.js";

test("dashed sort code", () => assert.equal(parseSortCode("20-00-00"), "20-00-00"));
test("spaced sort code", () => assert.equal(parseSortCode("40 47 84"), "40-47-84"));
test("bare digits", () => assert.equal(parseSortCode("309634"), "30-96-34"));
test("dotted sort code", () => assert.equal(parseSortCode("60.16.13"), "60-16-13"));
test("too short", () => assert.throws(() => parseSortCode("20-00"), RangeError));
