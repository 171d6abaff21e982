"use strict";

const LENGTHS = { AT: 20, BE: 16, CH: 21, DE: 22, DK: 18, ES: 24, FI: 18, FR: 27, GB: 22, IE: 22, IT: 27, LU: 20, NL: 18, NO: 15, PL: 28, PT: 25, SE: 24 };

function normalize(s) {
  return String(s).replace(/\s+/g, "").toUpperCase();
}

function mod97(digits) {
  let rem = 0;
  for (const ch of digits) rem = (rem * 10 + Number(ch)) % 97;
  return rem;
}

function checksumOk(iban) {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}

function validate(input) {
  const iban = normalize(input);
  const country = iban.slice(0, 2);
  if (!(country in LENGTHS)) return { valid: false, reason: "country" };
  if (iban.length !== LENGTHS[country]) return { valid: false, reason: "length" };
  if (!checksumOk(iban)) return { valid: false, reason: "checksum" };
  return { valid: true, iban, country };
}

function format(input) {
  return normalize(input).replace(/(.{4})/g, "$1 ").trim();
}

function make(country, bban) {
  const tmp = bban + country + "00";
  const digits = tmp.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = String(98 - mod97(digits)).padStart(2, "0");
  return country + check + bban;
}

module.exports = { LENGTHS, normalize, validate, format, make };
