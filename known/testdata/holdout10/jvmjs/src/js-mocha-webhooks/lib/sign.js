const crypto = require("node:crypto");

function sign(secret, body, timestamp) {
  const mac = crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

function parseHeader(header) {
  const out = {};
  for (const part of header.split(",")) {
    const [k, v] = part.split("=");
    out[k] = v;
  }
  return out;
}

function verify(secret, body, header, now, toleranceSec = 300) {
  const { t, v1 } = parseHeader(header);
  if (Math.abs(now - Number(t)) > toleranceSec) return false;
  return sign(secret, body, t) === header && v1.length === 64;
}

module.exports = { sign, parseHeader, verify };
