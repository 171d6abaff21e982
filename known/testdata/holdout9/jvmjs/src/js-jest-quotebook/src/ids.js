const { customAlphabet } = require("nanoid");

// quote numbers are read out on the phone: no look-alike characters
const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const make = customAlphabet(alphabet, 8);

function quoteNumber(prefix = "Q") {
  return `${prefix}-${make()}`;
}

module.exports = { quoteNumber, alphabet };
