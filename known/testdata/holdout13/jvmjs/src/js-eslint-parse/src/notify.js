const sent = [];

export function notify(patron, text) {
  const msg = { to: patron, text, at: new Date().toISOString() };
  sent.push(msg);
  console.log(`notify ${patron}: ${text}`);
  return msg;
}

export function outbox() {
  return sent.slice();
}
