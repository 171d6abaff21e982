'use strict';

const yaml = require('js-yaml');

function parse(text) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return { data: {}, body: text };
  return { data: yaml.load(m[1]) || {}, body: text.slice(m[0].length) };
}

module.exports = { parse };
