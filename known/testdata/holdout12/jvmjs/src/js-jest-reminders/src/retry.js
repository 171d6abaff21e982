function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** calls fn until it resolves, at most `attempts` times, waiting `delayMs` between tries */
async function withRetry(fn, { attempts = 3, delayMs = 200 } = {}) {
  let lastError;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      lastError = err;
      await sleep(delayMs * 2 ** i);
    }
  }
  throw lastError;
}

module.exports = { withRetry, sleep };
