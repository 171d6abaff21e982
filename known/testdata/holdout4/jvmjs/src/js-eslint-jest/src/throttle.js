// At most `limit` messages per recipient per window.
function createThrottle(limit, windowMs, now = () => Date.now()) {
  const sent = new Map();
  return function allow(recipient) {
    const t = now();
    let stamps = (sent.get(recipient) || []).filter((s) => s > t - windowMs);
    if (stamps.length >= limit) {
      sent.set(recipient, stamps);
      return false;
    }
    stamps.push(t);
    sent.set(recipient, stamps);
    return true;
  };
}

module.exports = { createThrottle };
