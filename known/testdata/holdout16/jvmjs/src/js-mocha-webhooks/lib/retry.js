"use strict";

/** Delays before each retry: 1s, 2s, 4s ... capped at max, no more than `attempts` of them. */
function backoff(attempts, baseMs = 1000, maxMs = 30000) {
  const out = [];
  for (let i = 0; i < attempts; i++) {
    out.push(Math.min(baseMs * 2 ** i, maxMs));
  }
  return out;
}

async function withRetry(fn, delays, sleep = (ms) => new Promise((r) => setTimeout(r, ms))) {
  let lastErr;
  for (let i = 0; i <= delays.length; i++) {
    try {
      return await fn(i);
    } catch (err) {
      lastErr = err;
      if (i < delays.length) await sleep(delays[i]);
    }
  }
  throw lastErr;
}

module.exports = { backoff, withRetry };
