'use strict';

const slugify = require('slugify');

function atom(site, pages) {
  const entries = pages
    .slice()
    .sort((a, b) => String(b.date).localeCompare(String(a.date)))
    .map((p) => `  <entry><title>${p.title}</title><id>${site.baseUrl}/${slugify(p.title, { lower: true })}</id><updated>${p.date}</updated></entry>`);
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <title>${site.title}</title>\n${entries.join('\n')}\n</feed>\n`;
}

module.exports = { atom };
