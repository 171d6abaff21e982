export function parseLine(line, sep = ",") {
  const out = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        cur += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === sep) {
      out.push(cur);
      cur = "";
    } else {
      cur += c;
    }
  }
  out.push(cur);
  return out;
}

export function parse(text, { sep = ",", header = true } = {}) {
  const lines = text.split(/\r?\n/).filter((l) => l !== "");
  const rows = lines.map((l) => parseLine(l, sep));
  if (!header) return rows;
  const [cols, ...body] = rows;
  return body.map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i] ?? ""])));
}
