'use strict';

// rates in basis points by code
const RATES = { S: 2000, R: 500, Z: 0, E: 0 };

function rateOf(code) {
  if (!(code in RATES)) {
    throw new RangeError(`unknown VAT code ${JSON.stringify(code)}`);
  }
  return RATES[code];
}

// VAT on a net amount in pence, rounded half up to the penny
function vatOn(netPence, code) {
  return Math.floor((netPence * rateOf(code) + 5000) / 10000);
}

function grossOf(netPence, code) {
  return netPence + vatOn(netPence, code);
}

module.exports = { RATES, rateOf, vatOn, grossOf };
