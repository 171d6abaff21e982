export async function withRetry(fn, { attempts = 3, delayMs = 100, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) } = {}) {
  let lastError;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn(i);
    } catch (err) {
      lastError = err;
      if (!err.retryable) break;
      await sleep(delayMs * 2 ** i);
    }
  }
  throw lastError;
}
