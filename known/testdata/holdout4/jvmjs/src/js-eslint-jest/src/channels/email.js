function send(transport, to, text) {
  const subject = text.split(/[.!]/)[0];
  console.log(`email -> ${to}`);
  return transport.deliver({ to, subject, body: text });
}

module.exports = { send };
