import { test } from "node:test";
import assert from "node:assert/strict";
import { bucketize } from "../src/lib/buckets.js";

test("averages per window", () => {
  const got = bucketize([{ t: 0, v: 10 }, { t: 500, v: 20 }, { t: 1200, v: 5 }], 1000);
  assert.deepEqual(got, [{ t: 0, avg: 15 }, { t: 1000, avg: 5 }]);
});
