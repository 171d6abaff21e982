"use strict";
const { subject, body } = require("./templates");

function enqueue(queue, inv) {
  if (!inv.email) throw new Error(`invoice ${inv.number} has no e-mail address`);
  queue.push({ to: inv.email, subject: subject(inv), text: body(inv) });
  return queue.length;
}

module.exports = { enqueue };
