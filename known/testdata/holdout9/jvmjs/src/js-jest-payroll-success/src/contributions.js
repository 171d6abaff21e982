"use strict";

const PENSION_RATE = 0.05;
const SOCIAL_RATE = 0.04;
const SOCIAL_CEILING = 6_000_000;

function pension(grossCents, optedOut = false) {
  return optedOut ? 0 : Math.round(grossCents * PENSION_RATE);
}

function social(grossCents) {
  return Math.round(Math.min(grossCents, SOCIAL_CEILING) * SOCIAL_RATE);
}

module.exports = { pension, social, PENSION_RATE, SOCIAL_RATE, SOCIAL_CEILING };
