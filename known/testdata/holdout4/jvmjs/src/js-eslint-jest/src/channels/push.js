function send(client, token, text, options) {
  const payload = { token, notification: { body: text } };
  return client.push(payload);
}

module.exports = { send };
