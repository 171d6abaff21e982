const { fill } = require("../templates");

function send(gateway, to, text) {
  let parts = [];
  for (let i = 0; i < text.length; i += 153) {
    parts.push(text.slice(i, i + 153));
  }
  return Promise.all(parts.map((p, n) => gateway.post({ to, body: p, part: n + 1, of: parts.length })));
}

module.exports = { send };
