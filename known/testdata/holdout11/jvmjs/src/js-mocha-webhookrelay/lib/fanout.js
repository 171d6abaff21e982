"use strict";

// Sends an event to every subscriber; a failing subscriber is logged and skipped.
async function fanout(event, subscribers) {
  const results = [];
  for (const sub of subscribers) {
    try {
      await sub.deliver(event);
      results.push({ id: sub.id, ok: true });
    } catch (err) {
      console.error(`[fanout] subscriber ${sub.id} failed: ${err.message}`);
      results.push({ id: sub.id, ok: false });
    }
  }
  return results;
}

module.exports = { fanout };
