const { quoteNumber } = require("./ids");
const { lineTotal } = require("./pricing");

function buildQuote(customerEmail, lines) {
  const totalCents = lines.reduce((sum, l) => sum + lineTotal(l.listCents, l.qty), 0);
  return { number: quoteNumber(), customerEmail, lines, totalCents };
}

module.exports = { buildQuote };
