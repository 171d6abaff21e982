'use strict';

// the handbook only uses headings, paragraphs and lists
function escape(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function render(md) {
  const out = [];
  let list = false;
  for (const line of md.split('\n')) {
    const h = /^(#{1,6}) (.*)$/.exec(line);
    if (line.startsWith('- ')) {
      if (!list) out.push('<ul>');
      list = true;
      out.push(`<li>${escape(line.slice(2))}</li>`);
      continue;
    }
    if (list) {
      out.push('</ul>');
      list = false;
    }
    if (h) out.push(`<h${h[1].length}>${escape(h[2])}</h${h[1].length}>`);
    else if (line.trim()) out.push(`<p>${escape(line)}</p>`);
  }
  if (list) out.push('</ul>');
  return out.join('\n');
}

module.exports = { render };
