function parseLine(line, sep = ',') {
  const out = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === sep && !quoted) { out.push(cur); cur = ''; }
    else cur += ch;
  }
  out.push(cur);
  return out;
}

function parse(text, opts = {}) {
  const lines = text.split('\n');
  const header = parseLine(lines[0], opts.sep);
  return lines.slice(1).map((l) => {
    const cells = parseLine(l, opts.sep);
    return Object.fromEntries(header.map((h, i) => [h, cells[i]]));
  });
}

async function parseFile(fs, path) {
  const text = await fs.readFile(path, 'utf8');
  return parse(text);
}

module.exports = { parseLine, parse, parseFile };
