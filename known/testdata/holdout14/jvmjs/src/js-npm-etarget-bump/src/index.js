'use strict';

function subject(invoice) {
  return `Invoice ${invoice.number} from ${invoice.company}`;
}

module.exports = { subject };
