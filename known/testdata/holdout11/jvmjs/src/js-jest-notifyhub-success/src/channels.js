// Picks the delivery channel for a customer and a notification kind.
const RULES = {
  otp: ["sms", "email"],
  receipt: ["email"],
  outage: ["push", "sms", "email"],
  marketing: ["email"],
};

function channelFor(customer, kind) {
  const allowed = RULES[kind];
  if (!allowed) {
    throw new Error(`unknown notification kind: ${kind}`);
  }
  for (const ch of allowed) {
    if (customer.optOut && customer.optOut.includes(ch)) continue;
    if (ch === "sms" && !customer.phone) continue;
    if (ch === "push" && !customer.deviceToken) continue;
    if (ch === "email" && !customer.email) continue;
    return ch;
  }
  return null;
}

module.exports = { channelFor, RULES };
