"use strict";
const crypto = require("node:crypto");

// Partners sign "t=<unix>,v1=<hex hmac of `${t}.${body}`>"; stale or bad signatures are rejected.
function verify(header, body, secret, nowSeconds, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=")));
  const t = Number(parts.t);
  if (!parts.v1 || Number.isNaN(t)) {
    throw new Error("malformed signature header");
  }
  if (Math.abs(nowSeconds - t) > toleranceSeconds) {
    throw new Error(`signature too old: ${nowSeconds - t}s`);
  }
  const expected = crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

module.exports = { verify };
