const { inline } = require("./inline");
const { slug } = require("./slug");

function render(md) {
  const out = [];
  let list = null;
  for (const line of md.split("\n")) {
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    const li = /^[-*]\s+(.*)$/.exec(line);
    if (li) {
      list = list ?? [];
      list.push(`<li>${inline(li[1])}</li>`);
      continue;
    }
    if (list) {
      out.push(`<ul>${list.join("")}</ul>`);
      list = null;
    }
    if (h) {
      out.push(`<h${h[1].length} id="${slug(h[2])}">${inline(h[2])}</h${h[1].length}>`);
    } else if (line.trim() !== "") {
      out.push(`<p>${inline(line)}</p>`);
    }
  }
  if (list) out.push(`<ul>${list.join("")}</ul>`);
  return out.join("\n");
}

function toc(md) {
  return md
    .split("\n")
    .map((l) => /^(#{2,3})\s+(.*)$/.exec(l))
    .filter(Boolean)
    .map((m) => ({ level: m[1].length, text: m[2], id: slug(m[2]) }));
}

module.exports = { render, toc };
