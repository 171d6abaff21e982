"use strict";

// Topic routing: "invoice.paid" goes to subscribers of "invoice.paid", "invoice.*" and "*".
function matches(pattern, topic) {
  if (pattern === "*") return true;
  if (pattern.endsWith(".*")) return topic.startsWith(pattern.slice(0, -2));
  return pattern === topic;
}

function route(topic, subscriptions) {
  return subscriptions.filter((s) => matches(s.pattern, topic)).map((s) => s.id);
}

function parseTopic(raw) {
  const m = /^([a-z]+)\.([a-z_]+)$/.exec(raw);
  if (!m) {
    throw new TypeError(`invalid topic "${raw}"`);
  }
  return { entity: m[1], action: m[2] };
}

module.exports = { route, matches, parseTopic };
