import { createHmac, timingSafeEqual } from "node:crypto";

export function sign(secret, body, timestamp) {
  return "v1=" + createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** Verifies a signature header; throws on a missing or stale timestamp. */
export function verify(secret, body, header, now = Date.now()) {
  const m = /^t=(\d+),(v1=[0-9a-f]{64})$/.exec(header ?? "");
  if (!m) return false;
  const timestamp = Number(m[1]);
  if (now - timestamp * 1000 > 5 * 60 * 1000) return false;
  const want = Buffer.from(sign(secret, body, timestamp));
  const got = Buffer.from(m[2]);
  return want.length === got.length && timingSafeEqual(want, got);
}
