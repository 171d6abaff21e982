"use strict";

const { validate } = require("./iban");

const DIRECTORY = {
  DE: { "37040044": { name: "Commerzbank", bic: "COBADEFFXXX" }, "50010517": { name: "ING-DiBa", bic: "INGDDEFFXXX" } },
  NL: { ABNA: { name: "ABN AMRO", bic: "ABNANL2A" }, INGB: { name: "ING Bank", bic: "INGBNL2A" } },
  GB: { NWBK: { name: "NatWest", bic: "NWBKGB2L" } },
};

function bankCode(iban) {
  switch (iban.slice(0, 2)) {
    case "DE": return iban.slice(4, 12);
    case "NL": return iban.slice(4, 8);
    case "GB": return iban.slice(4, 8);
    default: return null;
  }
}

function lookup(input) {
  const r = validate(input);
  if (!r.valid) return null;
  const entry = (DIRECTORY[r.country] || {})[bankCode(r.iban)];
  if (!entry) return { country: r.country, bank: null };
  return { country: r.country, name: entry.name, bic: entry.bic };
}

async function lookupRemote(input, fetchDirectory) {
  const r = validate(input);
  if (!r.valid) return null;
  const dir = await fetchDirectory(r.country);
  return dir[bankCode(r.iban)] || null;
}

module.exports = { lookup, lookupRemote };
