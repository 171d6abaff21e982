'use strict';

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeXml(text) {
  return String(text).replace(/[&<>"]/g, (c) => ENTITIES[c]);
}

module.exports = { escapeXml };
