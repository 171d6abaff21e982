import { test } from "node:test";
import assert from "node:assert/strict";
import { retry, RetryError } from "../src/retry.js";

test("returns the first success", async () => {
  let calls = 0;
  const v = await retry(async () => {
    calls++;
    if (calls < 2) throw new Error("503");
    return "ok";
  }, { base: "1ms" });
  assert.equal(v, "ok");
  assert.equal(calls, 2);
});

test("does not retry what retryOn refuses", async () => {
  let calls = 0;
  await assert.rejects(
    retry(async () => {
      calls++;
      throw Object.assign(new Error("400"), { status: 400 });
    }, { retryOn: (e) => e.status >= 500 }),
    RetryError,
  );
  assert.equal(calls, 1);
});

test("gives up after the configured attempts", { timeout: 500 }, async () => {
  const err = await retry(async () => {
    throw new Error("timeout");
  }, { attempts: 4 }).catch((e) => e);
  assert.ok(err instanceof RetryError);
  assert.equal(err.attempts, 4);
  assert.equal(err.cause.message, "timeout");
});
