// fetches the day-ahead price from the grid operator, retrying with backoff
async function dayAheadPrice(fetchPrice, { retries = 3, backoffMs = 150 } = {}) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchPrice();
    } catch (err) {
      if (attempt >= retries) throw err;
      await new Promise((r) => setTimeout(r, backoffMs * 2 ** attempt));
    }
  }
}

module.exports = { dayAheadPrice };
