"use strict";

// 2024 income tax brackets (annual, in cents)
const BRACKETS = [
  { upTo: 1_500_000, rate: 0.2 },
  { upTo: 4_200_000, rate: 0.4 },
  { upTo: Infinity, rate: 0.45 },
];

function annualTax(grossCents, brackets = BRACKETS) {
  let tax = 0;
  let lower = 0;
  for (const b of brackets) {
    if (grossCents <= lower) break;
    const slice = Math.min(grossCents, b.upTo) - lower;
    tax += slice * b.rate;
    lower = b.upTo;
  }
  return Math.round(tax);
}

module.exports = { annualTax, BRACKETS };
