import { setTimeout as sleep } from "node:timers/promises";
import { backoff } from "./backoff.js";

export class RetryError extends Error {
  constructor(attempts, cause) {
    super(`gave up after ${attempts} attempts`, { cause });
    this.name = "RetryError";
    this.attempts = attempts;
  }
}

export async function retry(fn, { attempts = 5, retryOn = () => true, ...opts } = {}) {
  let last;
  for (let n = 1; n <= attempts; n++) {
    try {
      return await fn(n);
    } catch (err) {
      last = err;
      if (!retryOn(err) || n === attempts) break;
      await sleep(backoff(n, opts));
    }
  }
  throw new RetryError(attempts, last);
}
