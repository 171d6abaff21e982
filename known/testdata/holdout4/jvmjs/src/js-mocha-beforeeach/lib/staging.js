const fs = require("fs");
const path = require("path");
const { sniff } = require("./delimiters");
const { splitRow } = require("./rows");

function stageFile(dir, name, text) {
  const delimiter = sniff(text);
  const rows = text.split(/\r?\n/).filter(Boolean).map((l) => splitRow(l, delimiter));
  const [header, ...body] = rows;
  const out = path.join(dir, name.replace(/\.\w+$/, ".jsonl"));
  fs.writeFileSync(out, body.map((r) => JSON.stringify(Object.fromEntries(header.map((h, i) => [h, r[i]])))).join("\n") + "\n");
  return { file: out, rows: body.length, delimiter };
}

module.exports = { stageFile };
