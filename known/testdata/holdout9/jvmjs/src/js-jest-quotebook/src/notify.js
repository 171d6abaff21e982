/** Sends the quote to the customer and, above a threshold, to the sales lead for approval. */
async function notifyQuote(quote, mailer, { approvalThresholdCents = 500000 } = {}) {
  await mailer.send(quote.customerEmail, `Your quote ${quote.number}`, quote);
  if (quote.totalCents > approvalThresholdCents) {
    await mailer.send("sales-lead@example.com", `Approve quote ${quote.number}`, quote);
  }
  await mailer.send(quote.customerEmail, `Your quote ${quote.number} (copy)`, quote);
}

module.exports = { notifyQuote };
