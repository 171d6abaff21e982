"use strict";

const { annualTax } = require("./brackets");
const { pension, social } = require("./contributions");

function monthly(annualCents) {
  return Math.round(annualCents / 12);
}

function payslip({ annualGrossCents, pensionOptOut = false }) {
  const pensionCents = pension(annualGrossCents, pensionOptOut);
  const taxable = annualGrossCents - pensionCents;
  const tax = annualTax(taxable);
  const soc = social(annualGrossCents);
  const net = annualGrossCents - pensionCents - tax - soc;
  const debug = { taxable };
  return {
    gross: monthly(annualGrossCents),
    pension: monthly(pensionCents),
    tax: monthly(tax),
    social: monthly(soc),
    net: monthly(net),
  };
}

module.exports = { payslip, monthly };
