"use strict";

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

module.exports = { sign, parseHeader };
