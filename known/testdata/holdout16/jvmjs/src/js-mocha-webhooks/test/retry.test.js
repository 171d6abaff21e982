"use strict";

const assert = require("node:assert/strict");
const { backoff, withRetry } = require("../lib/retry");

describe("backoff", function () {
  it("doubles", function () {
    assert.deepEqual(backoff(4), [1000, 2000, 4000, 8000]);
  });

  it("is capped", function () {
    assert.deepEqual(backoff(7, 1000, 20000), [1000, 2000, 4000, 8000, 16000, 20000, 20000]);
  });

  it("adds jitter so receivers are not hit in lockstep", function () {
    const [a, b] = [backoff(3), backoff(3)];
    assert.notDeepStrictEqual(a, b);
  });
});

describe("withRetry", function () {
  it("returns the first success", async function () {
    const calls = [];
    const v = await withRetry(async (i) => {
      calls.push(i);
      if (i < 2) throw new Error("503");
      return "ok";
    }, [1, 1, 1], async () => {});
    assert.equal(v, "ok");
    assert.deepEqual(calls, [0, 1, 2]);
  });

  it("rethrows the last error", async function () {
    await assert.rejects(withRetry(async () => { throw new Error("410 gone"); }, [1], async () => {}), /410 gone/);
  });
});
